/**
 * Skill recall test data: for each resume fixture (tests/fixtures/resumes), the technologies a human
 * reader lists after reading the extracted text, written by hand. Also two held-out resumes written
 * before the recognizer was run on them, to show recall on text the taxonomy was not tuned on.
 * scripts/bench.ts prints measureFixtureSkillRecall().
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PACKAGE_ROOT } from '#server/lib/paths.ts';
import { extractWordMarkdown } from '#server/resume-engine/word/extract-word-markdown.ts';
import { parseResume } from '#server/resume-engine/parse/parse-resume.ts';
import { recognizeSkills } from '#server/resume-engine/skills/recognize-skills.ts';
import { measureSkillRecall, type TSkillRecall } from '#server/resume-engine/skills/skill-recall.ts';

const FULLSTACK_ENGINEER = [
  'Python',
  'JavaScript',
  'TypeScript',
  'Java',
  'SQL',
  'Go',
  'React',
  'Next.js',
  'Vue.js',
  'Angular',
  'HTML',
  'CSS',
  'Tailwind CSS',
  'Node.js',
  'NestJS',
  'FastAPI',
  'Django',
  'Express',
  'Spring Boot',
  'PostgreSQL',
  'MongoDB',
  'Redis',
  'MySQL',
  'Elasticsearch',
  'AWS',
  'Amazon EC2',
  'Amazon S3',
  'AWS Lambda',
  'Amazon RDS',
  'Google Cloud',
  'Docker',
  'Kubernetes',
  'TensorFlow',
  'PyTorch',
  'scikit-learn',
  'spaCy',
  'Hugging Face',
  'Git',
  'GitHub Actions',
  'Jenkins',
  'Terraform',
  'Prometheus',
  'Grafana',
  'Machine learning',
  'Artificial intelligence',
  'Microservices',
  'Recommendation systems',
  'CI/CD',
  'REST',
  'WordPress',
  'PHP',
  'Agile',
  'Natural language processing',
  'Sentiment analysis',
  'React Native',
  'Data structures',
  'Algorithms',
];

const JUNIOR_DEVELOPER = [
  'Java',
  'Python',
  'JavaScript',
  'HTML',
  'CSS',
  'React',
  'Spring Boot',
  'Node.js',
  'MySQL',
  'PostgreSQL',
  'Git',
  'VS Code',
  'IntelliJ IDEA',
  'Postman',
  'REST',
  'Agile',
  'Linux',
  'AWS',
  'Amazon EC2',
  'Firebase',
  'Chart.js',
  'Data structures',
];

/** Fixture file → the technologies a reader lists (canonical taxonomy names). Templates and non-resumes: none. */
export const FIXTURE_SKILLS: Record<string, readonly string[]> = {
  'fullstack-engineer-strong.docx': FULLSTACK_ENGINEER,
  'fullstack-engineer-strong-converted.doc': FULLSTACK_ENGINEER,
  'junior-developer-entry-level.docx': JUNIOR_DEVELOPER,
  'junior-developer-entry-level-converted.doc': JUNIOR_DEVELOPER,
  'data-scientist-strong.docx': [
    'Python',
    'R',
    'SQL',
    'Scala',
    'scikit-learn',
    'TensorFlow',
    'PyTorch',
    'XGBoost',
    'LightGBM',
    'Keras',
    'Pandas',
    'NumPy',
    'PySpark',
    'Apache Spark',
    'Apache Hadoop',
    'Matplotlib',
    'Seaborn',
    'Plotly',
    'Tableau',
    'Power BI',
    'Convolutional neural networks',
    'Recurrent neural networks',
    'LSTM',
    'Transformers',
    'Generative adversarial networks',
    'spaCy',
    'NLTK',
    'Hugging Face',
    'BERT',
    'GPT',
    'Amazon SageMaker',
    'Google AI Platform',
    'Azure Machine Learning',
    'MLflow',
    'Kubeflow',
    'Docker',
    'Apache Airflow',
    'Machine learning',
    'Deep learning',
    'Natural language processing',
    'MLOps',
    'Artificial intelligence',
    'Statistics',
    'Data visualization',
    'Predictive modeling',
    'Sentiment analysis',
    'Recommendation systems',
    'A/B testing',
    'Ensemble methods',
    'Time series analysis',
    'Hypothesis testing',
    'Data analysis',
    'ETL',
    'Data warehousing',
    'AWS',
    'Azure',
  ],
  'backend-engineer-hard-wrapped.docx': [
    'Python',
    'Java',
    'SQL',
    'FastAPI',
    'Docker',
    'Kubernetes',
    'AWS',
    'PostgreSQL',
    'React',
    'TensorFlow',
    'TypeScript',
    'Terraform',
    'Apache Spark',
    'Apache Kafka',
    'scikit-learn',
    'Machine learning',
    'Microservices',
    'REST',
    'Data pipelines',
  ],
  'software-engineer-skills-one-per-line.docx': [
    'Python',
    'FastAPI',
    'SQL',
    'Docker',
    'PyTorch',
    'Git',
    'Microservices',
    'Deep learning',
    'Machine learning',
    'Artificial intelligence',
    'Oracle Cloud',
  ],
  'minimal-contact-line-breaks.docx': ['Java', 'Groovy', 'JavaScript'],
  'template-placeholders-tables-photo.docx': [],
  'template-unfilled-jinja-tags.docx': [],
  'edge-unicode-headers-footers.doc': [],
  'edge-footnotes-endnotes.doc': [],
  'edge-text-boxes.docx': [],
  'edge-strict-ooxml.docx': [],
};

/** Held-out resumes: written with their expected lists before the recognizer ever saw them. */
export const HELD_OUT_RESUMES: readonly { name: string; markdown: string; skills: readonly string[] }[] = [
  {
    name: 'held-out-sre',
    markdown: `# Priya Raman

priya@example.org · +44 20 7946 0958 · London, United Kingdom · gitlab.com/praman

## Profile

Site reliability engineer who keeps boring infrastructure boring. I care about on-call health.

## Experience

**Senior SRE**, Fintech Ltd — 03/2021 – now

- Migrated 40 services from EC2 to EKS with Helm charts and Argo CD, cutting deploy time from 40 to 6 minutes
- Wrote Terraform modules and Ansible playbooks for 3 AWS accounts
- Built dashboards in Grafana on Prometheus metrics and Loki logs; paged through PagerDuty
- Automated certificate rotation with Python and Bash

**Systems Engineer**, HostCo — 2017 to 2021

- Ran a fleet of 300 Ubuntu servers with Puppet; moved CI from Jenkins to GitLab CI
- Go-to person for networking: DNS, HAProxy and Nginx
- Wrote small tools in Go

## Skills

Cloud: AWS, GCP
Containers: Docker, k8s, Helm
IaC: Terraform, Ansible, Puppet
Observability: Prometheus, Grafana, Loki, Datadog
Languages: Python, Go, Bash
`,
    skills: [
      'Site Reliability Engineering',
      'Amazon EC2',
      'Amazon EKS',
      'Helm',
      'Argo CD',
      'Terraform',
      'Ansible',
      'AWS',
      'Grafana',
      'Prometheus',
      'Loki',
      'PagerDuty',
      'Python',
      'Bash',
      'Ubuntu',
      'Puppet',
      'Jenkins',
      'GitLab CI',
      'DNS',
      'HAProxy',
      'Nginx',
      'Go',
      'Google Cloud',
      'Docker',
      'Kubernetes',
      'Datadog',
      'Observability',
      'Infrastructure as Code',
    ],
  },
  {
    name: 'held-out-mobile-embedded',
    markdown: `JORDAN LEE
Mobile & Embedded Developer
jordan.lee@mail.com | 555-201-3344 | Austin, TX

SUMMARY
Mobile developer (iOS and Android) with a background in firmware. Shipped apps in Swift and Kotlin; earlier wrote C for STM32 boards. Reached C-level stakeholders during the R&D phase of Plan B.

EXPERIENCE
iOS Engineer, Appify Inc. | Jan 2020 - Present
• Rebuilt the checkout in SwiftUI and Combine, lifting conversion 12%
• Added offline mode with Core Data; tests with XCTest, releases with Fastlane
• Ported the Android app from Java to Kotlin with Jetpack Compose and Retrofit

Firmware Engineer, Sensorix | Jun 2016 - Dec 2019
• Wrote C and C++ firmware on FreeRTOS for ARM Cortex-M4 sensors talking I2C and SPI
• Built a BLE bridge and an MQTT gateway on a Raspberry Pi
• Spring 2018: led the move from SVN to Git

SKILLS
Swift, Objective-C, Kotlin, Java, C, C++, Python
iOS, Android, SwiftUI, UIKit, Jetpack Compose, Firebase
FreeRTOS, STM32, I2C, SPI, UART, JTAG
`,
    skills: [
      'iOS',
      'Android',
      'Swift',
      'Kotlin',
      'C',
      'STM32',
      'SwiftUI',
      'Combine',
      'Core Data',
      'XCTest',
      'Fastlane',
      'Java',
      'Jetpack Compose',
      'Retrofit',
      'C++',
      'FreeRTOS',
      'ARM Cortex',
      'I2C',
      'SPI',
      'Bluetooth',
      'MQTT',
      'Raspberry Pi',
      'Subversion',
      'Git',
      'Objective-C',
      'Python',
      'UIKit',
      'Firebase',
      'UART',
      'JTAG',
      'Firmware',
      'Mobile development',
    ],
  },
];

// Read directly, not through tests/factories: scripts/bench.ts imports this file without the test setup.
const RESUME_FIXTURES_DIR = join(PACKAGE_ROOT, 'tests/fixtures/resumes');

export type TFixtureSkillRecall = TSkillRecall & { fixture: string; expected: number; recognized: number };

function measure(fixture: string, markdown: string, expected: readonly string[]): TFixtureSkillRecall {
  const recognized = recognizeSkills(parseResume(markdown)).map((skill) => skill.name);
  return { fixture, expected: expected.length, recognized: recognized.length, ...measureSkillRecall(expected, recognized) };
}

/** Recall and precision of skill recognition on every fixture (read from Word) and held-out resume. */
export async function measureFixtureSkillRecall(): Promise<TFixtureSkillRecall[]> {
  const results: TFixtureSkillRecall[] = [];
  for (const [fixture, expected] of Object.entries(FIXTURE_SKILLS)) {
    const { markdown } = await extractWordMarkdown(await readFile(join(RESUME_FIXTURES_DIR, fixture)));
    results.push(measure(fixture, markdown, expected));
  }
  for (const resume of HELD_OUT_RESUMES) results.push(measure(resume.name, resume.markdown, resume.skills));
  return results;
}
