/**
 * What a target role asks for: for common developer roles, the core skills an ATS and a recruiter
 * look for and the nice-to-haves. A free-text role ('Senior React Developer', 'Backend Engineer
 * (Go)') is matched by its role words; technologies named in it join the core skills.
 */
import { recognizeSkillsInLines } from './recognize-skills.ts';
import type { TSkillCategory } from './taxonomy.ts';

export type TRoleProfile = {
  id: string;
  title: string;
  /** Canonical skill names (see taxonomy) the role expects. */
  core: string[];
  niceToHave: string[];
};

type TRoleDefinition = TRoleProfile & {
  /** Matched against the lower-cased role text. */
  pattern: RegExp;
  /** A role named only by a technology of these categories ('React Developer') gets this profile. */
  categories: readonly TSkillCategory[];
};

/** The catch-all role ('Software Engineer', 'Developer'): it names no field, so any technology can belong to it. */
const GENERIC_ROLE_ID = 'software-engineer';

export const isGenericRole = (profile: TRoleProfile) => profile.id === GENERIC_ROLE_ID;

// Order matters: the first pattern that matches wins ('Data Engineer' before 'Engineer').
const ROLE_DEFINITIONS: readonly TRoleDefinition[] = [
  {
    id: 'engineering-manager',
    title: 'Engineering Manager',
    pattern:
      /\b(?:engineering manager|head of engineering|(?:vp|director) (?:of )?engineering|cto|tech(?:nical)? lead|team lead|development manager)\b/,
    categories: [],
    core: ['Agile', 'Scrum', 'System design', 'Software architecture', 'CI/CD', 'Jira'],
    niceToHave: ['Distributed systems', 'Microservices', 'AWS', 'Kanban', 'DevOps', 'Test-driven development', 'Confluence'],
  },
  {
    id: 'product-manager',
    title: 'Product Manager',
    pattern: /\b(?:product (?:manager|owner|lead)|program manager|technical product manager)\b/,
    categories: [],
    core: ['Agile', 'Scrum', 'Jira', 'A/B testing', 'Data analysis'],
    niceToHave: ['SQL', 'Figma', 'Confluence', 'Google Analytics', 'Mixpanel', 'Amplitude', 'UX design', 'Kanban'],
  },
  {
    id: 'full-stack',
    title: 'Full-Stack Developer',
    pattern: /\bfull[\s-]?stack\b/,
    categories: [],
    core: ['JavaScript', 'TypeScript', 'React', 'Node.js', 'HTML', 'CSS', 'SQL', 'REST', 'Git'],
    niceToHave: ['PostgreSQL', 'MongoDB', 'Docker', 'AWS', 'GraphQL', 'Next.js', 'Express', 'CI/CD', 'Jest', 'Redis'],
  },
  {
    id: 'ml-engineer',
    title: 'Machine Learning Engineer',
    pattern:
      /\b(?:machine learning|ml|ai|mlops|deep learning|nlp|computer vision|llm) (?:engineer|developer|specialist|researcher|scientist)\b|\bmlops\b/,
    categories: ['machine-learning'],
    core: ['Python', 'Machine learning', 'PyTorch', 'TensorFlow', 'scikit-learn', 'Deep learning', 'Docker', 'SQL'],
    niceToHave: [
      'MLflow',
      'Kubeflow',
      'Kubernetes',
      'AWS',
      'Amazon SageMaker',
      'Hugging Face',
      'Apache Spark',
      'Large language models',
      'MLOps',
      'CUDA',
    ],
  },
  {
    id: 'data-scientist',
    title: 'Data Scientist',
    pattern: /\bdata scien(?:tist|ce)\b|\bresearch scientist\b|\bstatistician\b/,
    categories: [],
    core: ['Python', 'SQL', 'Machine learning', 'Statistics', 'Pandas', 'NumPy', 'scikit-learn', 'Data visualization'],
    niceToHave: ['R', 'TensorFlow', 'PyTorch', 'Apache Spark', 'Tableau', 'A/B testing', 'Jupyter', 'Deep learning', 'XGBoost', 'AWS'],
  },
  {
    id: 'data-engineer',
    title: 'Data Engineer',
    pattern: /\b(?:data|etl|big data|analytics|data platform) engineer\b|\betl developer\b/,
    categories: ['data'],
    core: ['Python', 'SQL', 'Apache Spark', 'Apache Airflow', 'ETL', 'Data warehousing', 'Apache Kafka', 'Data pipelines'],
    niceToHave: [
      'Snowflake',
      'dbt',
      'Google BigQuery',
      'Amazon Redshift',
      'AWS',
      'Scala',
      'Docker',
      'Kubernetes',
      'Databricks',
      'Terraform',
    ],
  },
  {
    id: 'data-analyst',
    title: 'Data Analyst',
    pattern: /\b(?:data|business|bi|product|marketing) analyst\b|\bbusiness intelligence\b|\bbi developer\b/,
    categories: [],
    core: ['SQL', 'Excel', 'Tableau', 'Power BI', 'Data analysis', 'Data visualization', 'Statistics'],
    niceToHave: ['Python', 'R', 'Looker', 'A/B testing', 'Google Analytics', 'Pandas', 'dbt', 'Snowflake'],
  },
  {
    id: 'devops-sre',
    title: 'DevOps / Site Reliability Engineer',
    pattern:
      /\b(?:devops|devsecops|site reliability|sre|platform engineer|infrastructure engineer|release engineer|build engineer|systems engineer)\b/,
    categories: ['devops'],
    core: ['Linux', 'Docker', 'Kubernetes', 'Terraform', 'CI/CD', 'AWS', 'Bash', 'Git', 'Prometheus'],
    niceToHave: [
      'Ansible',
      'Helm',
      'Grafana',
      'Python',
      'Go',
      'Google Cloud',
      'Azure',
      'Argo CD',
      'Jenkins',
      'GitHub Actions',
      'Observability',
    ],
  },
  {
    id: 'cloud-architect',
    title: 'Cloud Architect',
    pattern: /\b(?:cloud|solutions?|aws|azure|gcp) (?:architect|engineer|consultant)\b/,
    categories: ['cloud'],
    core: ['AWS', 'Azure', 'Google Cloud', 'Terraform', 'Kubernetes', 'Software architecture', 'Computer networking', 'AWS IAM'],
    niceToHave: ['Docker', 'Serverless', 'Microservices', 'CI/CD', 'Python', 'AWS CloudFormation', 'Multi-cloud', 'Cybersecurity'],
  },
  {
    id: 'security',
    title: 'Security Engineer',
    pattern: /\b(?:security|appsec|cyber ?security|penetration tester|pentester|soc analyst|infosec)\b/,
    categories: ['security'],
    core: [
      'Cybersecurity',
      'Application security',
      'OWASP',
      'Penetration testing',
      'Linux',
      'Computer networking',
      'Cryptography',
      'Python',
    ],
    niceToHave: ['Burp Suite', 'SIEM', 'Threat modeling', 'AWS', 'Kubernetes', 'Wireshark', 'Nmap', 'DevSecOps', 'SOC 2', 'ISO 27001'],
  },
  {
    id: 'qa',
    title: 'QA / Test Automation Engineer',
    pattern:
      /\b(?:qa|quality assurance|quality engineer|test(?:ing)? engineer|test automation|automation engineer|sdet|tester|test analyst)\b/,
    categories: ['testing'],
    core: ['Test automation', 'Selenium', 'Cypress', 'Playwright', 'QA', 'Regression testing', 'Postman', 'Jira'],
    niceToHave: ['JavaScript', 'Python', 'Java', 'CI/CD', 'Appium', 'JMeter', 'Cucumber', 'REST', 'SQL', 'Git'],
  },
  {
    id: 'ios',
    title: 'iOS Developer',
    pattern: /\b(?:ios|iphone|swift(?:ui)?|apple platforms?) (?:developer|engineer)\b|\bios\b/,
    categories: [],
    core: ['Swift', 'iOS', 'SwiftUI', 'UIKit', 'Xcode', 'Git'],
    niceToHave: ['Objective-C', 'Combine', 'Core Data', 'REST', 'XCTest', 'CI/CD', 'Fastlane', 'Firebase'],
  },
  {
    id: 'android',
    title: 'Android Developer',
    pattern: /\bandroid\b/,
    categories: [],
    core: ['Kotlin', 'Android', 'Java', 'Jetpack Compose', 'Git', 'REST'],
    niceToHave: ['Retrofit', 'Dagger', 'Room', 'RxJava', 'Firebase', 'Espresso', 'CI/CD', 'Kotlin Multiplatform'],
  },
  {
    id: 'mobile',
    title: 'Mobile Developer',
    pattern: /\b(?:mobile|react native|flutter|cross[\s-]platform app)\b/,
    categories: ['mobile'],
    core: ['React Native', 'Flutter', 'iOS', 'Android', 'JavaScript', 'TypeScript', 'REST', 'Git'],
    niceToHave: ['Dart', 'Swift', 'Kotlin', 'Firebase', 'Redux', 'Expo', 'Jest', 'CI/CD'],
  },
  {
    id: 'embedded',
    title: 'Embedded Software Engineer',
    pattern: /\b(?:embedded|firmware|iot|hardware|robotics)\b/,
    categories: ['embedded'],
    core: ['C', 'C++', 'Embedded systems', 'RTOS', 'Microcontrollers', 'Firmware', 'Linux', 'Git'],
    niceToHave: ['Python', 'ARM Cortex', 'I2C', 'SPI', 'UART', 'FreeRTOS', 'Embedded Linux', 'Yocto', 'CAN bus', 'JTAG', 'Assembly'],
  },
  {
    id: 'game-dev',
    title: 'Game Developer',
    pattern: /\b(?:game|gameplay|graphics|unity|unreal) (?:developer|engineer|programmer|designer)\b|\bgame dev/,
    categories: ['game-dev'],
    core: ['C++', 'C#', 'Unity', 'Unreal Engine', 'Game development', 'Git'],
    niceToHave: ['OpenGL', 'Vulkan', 'DirectX', 'Blender', 'Godot', 'Lua', 'Python', 'Perforce'],
  },
  {
    id: 'blockchain',
    title: 'Blockchain Developer',
    pattern: /\b(?:blockchain|web3|smart contracts?|solidity|defi)\b/,
    categories: ['blockchain'],
    core: ['Solidity', 'Ethereum', 'Smart contracts', 'JavaScript', 'TypeScript', 'Web3'],
    niceToHave: ['Hardhat', 'Foundry', 'Rust', 'Solana', 'ethers.js', 'Go', 'React', 'IPFS'],
  },
  {
    // After the game roles ('Game Designer') and before the frontend ones ('UI Developer' is a developer).
    id: 'designer',
    title: 'Product Designer',
    pattern: /\b(?:(?:product|ux|ui|ui\/ux|ux\/ui|interaction|visual|web|digital) designer|ux (?:researcher|lead)|user experience)\b/,
    categories: [],
    core: ['Figma', 'UX design', 'UI design', 'Accessibility', 'Responsive design'],
    niceToHave: ['Sketch', 'Adobe XD', 'HTML', 'CSS', 'A/B testing', 'Data analysis'],
  },
  {
    id: 'frontend',
    title: 'Frontend Developer',
    pattern: /\b(?:front[\s-]?end|ui (?:engineer|developer)|web (?:developer|engineer)|javascript (?:developer|engineer))\b/,
    categories: ['frontend'],
    core: ['JavaScript', 'TypeScript', 'React', 'HTML', 'CSS', 'Git', 'Responsive design', 'REST'],
    niceToHave: [
      'Next.js',
      'Vue.js',
      'Angular',
      'Redux',
      'Tailwind CSS',
      'Jest',
      'Cypress',
      'Webpack',
      'Vite',
      'Accessibility',
      'GraphQL',
      'Figma',
    ],
  },
  {
    id: 'backend',
    title: 'Backend Developer',
    pattern:
      /\b(?:back[\s-]?end|server[\s-]side|api (?:developer|engineer)|(?:java|python|go|golang|node(?:\.js)?|ruby|php|\.net|c#|rust|scala|elixir) (?:developer|engineer))\b/,
    categories: ['backend', 'databases', 'languages'],
    core: ['SQL', 'REST', 'PostgreSQL', 'Docker', 'Git', 'Microservices', 'Linux'],
    niceToHave: [
      'Kubernetes',
      'AWS',
      'Redis',
      'Apache Kafka',
      'GraphQL',
      'CI/CD',
      'MongoDB',
      'gRPC',
      'Distributed systems',
      'System design',
    ],
  },
  {
    id: GENERIC_ROLE_ID,
    title: 'Software Engineer',
    pattern: /\b(?:software|application|applications|systems?) (?:developer|engineer)\b|\b(?:developer|engineer|programmer|swe)\b/,
    categories: [],
    core: ['Git', 'SQL', 'Data structures', 'Algorithms', 'REST', 'Unit testing', 'Object-oriented programming'],
    niceToHave: ['Docker', 'CI/CD', 'AWS', 'Linux', 'Agile', 'System design', 'Microservices'],
  },
];

/** Profiles are kept as data; callers get copies, so nothing can change them. */
function toProfile(definition: TRoleDefinition, namedSkills: readonly string[]): TRoleProfile {
  const core = [...new Set([...namedSkills, ...definition.core])];
  return { id: definition.id, title: definition.title, core, niceToHave: definition.niceToHave.filter((skill) => !core.includes(skill)) };
}

/** Every known role profile (for pickers and tests). */
export function getRoleProfiles(): TRoleProfile[] {
  return ROLE_DEFINITIONS.map((definition) => toProfile(definition, []));
}

/**
 * The profile for a free-text target role, or null when the text names no role and no technology.
 * 'Senior React Developer' → Frontend Developer with React first among the core skills;
 * 'Backend Engineer (Go)' → Backend Developer with Go added.
 */
export function findRoleProfile(targetRole: string): TRoleProfile | null {
  const role = targetRole.toLowerCase().replace(/\s+/g, ' ').trim();
  if (!role) return null;
  // A role title is a short list of words: ambiguous names ('Go', 'C') count as technologies here.
  const namedSkills = recognizeSkillsInLines([{ line: 1, text: targetRole, isSkillList: true }]);
  const namedNames = namedSkills.map((skill) => skill.name);
  const byTitle = ROLE_DEFINITIONS.find((definition) => definition.pattern.test(role));
  // 'Senior React Developer' names a technology, not a role family: that technology's category picks the role.
  const isGeneric = !byTitle || byTitle.id === GENERIC_ROLE_ID;
  const byCategory = isGeneric
    ? ROLE_DEFINITIONS.find((definition) => namedSkills.some((skill) => definition.categories.includes(skill.category)))
    : undefined;
  const definition = byCategory ?? byTitle;
  if (definition) return toProfile(definition, namedNames);
  return null;
}
