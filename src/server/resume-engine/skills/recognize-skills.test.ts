import { describe, expect, it } from 'vitest';
import { parseResume } from '../parse/parse-resume.ts';
import { readSkillEvidence, recognizeSkills } from './recognize-skills.ts';

const namesIn = (text: string) =>
  recognizeSkills(text)
    .map((skill) => skill.name)
    .sort();
/** The text as one bullet of prose, where ambiguous names need context. */
const inProse = (sentence: string) => namesIn(sentence);

describe('aliases', () => {
  it.each([
    ['JS', 'JavaScript'],
    ['TS', 'TypeScript'],
    ['k8s', 'Kubernetes'],
    ['K8s', 'Kubernetes'],
    ['Postgres', 'PostgreSQL'],
    ['psql', 'PostgreSQL'],
    ['Node', 'Node.js'],
    ['NodeJS', 'Node.js'],
    ['React.js', 'React'],
    ['ReactJS', 'React'],
    ['GCP', 'Google Cloud'],
    ['Amazon Web Services', 'AWS'],
    ['Golang', 'Go'],
    ['sklearn', 'scikit-learn'],
    ['Vue', 'Vue.js'],
    ['TailwindCSS', 'Tailwind CSS'],
    ['HTML5', 'HTML'],
    ['Spring-Boot', 'Spring Boot'],
  ])('%s → %s', (alias, name) => {
    expect(namesIn(`Built services with ${alias} and Docker`)).toContain(name);
  });

  it('prefers the longest name: C++ over C, Spring Boot over Spring, React Native over React', () => {
    expect(namesIn('Wrote C++ and C# libraries, a Spring Boot API and a React Native app')).toEqual([
      'C#',
      'C++',
      'React Native',
      'Spring Boot',
    ]);
  });

  it('does not find names inside words, files, versions or URLs', () => {
    expect(namesIn('Gone with the Crust team; see index.js and app.ts at https://github.com/jane/react-go or mongo@example.com')).toEqual(
      [],
    );
  });

  it('counts mentions and the lines they are on', () => {
    expect(recognizeSkills('Python and Go\n\nMore Python\nK8s, Kubernetes')).toEqual([
      { name: 'Kubernetes', category: 'devops', mentions: 2, lines: [4] },
      { name: 'Python', category: 'languages', mentions: 2, lines: [1, 3] },
      { name: 'Go', category: 'languages', mentions: 1, lines: [1] },
    ]);
  });

  it('counts the cloud a service is written with', () => {
    expect(namesIn('Deployed to AWS EC2 and Azure Functions')).toEqual(['AWS', 'Amazon EC2', 'Azure', 'Azure Functions']);
    expect(namesIn('Stored files in S3 and SQS')).toEqual(['Amazon S3', 'Amazon SQS']);
  });
});

describe('ambiguous names', () => {
  const cases: { name: string; positive: string[]; negative: string[] }[] = [
    {
      name: 'Go',
      positive: [
        'Wrote microservices in Go',
        'Built the billing API in Go on PostgreSQL',
        'Go services handling 10k rps',
        'Built tools in Golang',
        'Backend Engineer (Go)',
        'Rewrote the API in Go and PostgreSQL',
      ],
      negative: [
        'Go to market plan for the launch',
        'Go-to person for on-call',
        'Ready to go live in May',
        'Go ahead with the migration',
        'We had to go fast',
      ],
    },
    {
      name: 'C',
      positive: ['Wrote firmware in C', 'Ported C code to Rust', 'Worked with C and Python daily'],
      negative: [
        'Presented to C-level executives',
        'Fell back to Plan C',
        'Earned grades A, B and C',
        'Reviewed by John C. Smith',
        'Series C funding round',
      ],
    },
    {
      name: 'R',
      positive: ['Built models in R', 'Statistical analysis using R and SQL', 'R programming for reports'],
      negative: ['Led R&D for the new product', 'Ran the R & D budget', 'George R. Martin fan'],
    },
    {
      name: 'Swift',
      positive: ['Shipped iOS apps in Swift', 'Swift and SwiftUI for the iPhone app'],
      negative: ['SWIFT payments integration for the bank', 'Swift delivery of the project to clients'],
    },
    {
      name: 'Rust',
      positive: ['Rewrote the parser in Rust', 'Rust services behind gRPC'],
      negative: ['Removed rust from old pipes', 'Grew up in the Rust Belt'],
    },
    {
      name: 'Spring',
      positive: ['Built REST services with Spring and Hibernate', 'Spring framework services'],
      negative: ["Dean's list Spring 2023", 'Spring semester teaching assistant', 'Hired in the spring'],
    },
    {
      name: 'Express',
      positive: ['REST API in Express and MongoDB', 'Built APIs with Express'],
      negative: ['Express delivery logistics platform', 'Worked at American Express', 'Express your ideas clearly'],
    },
    {
      name: 'Ruby on Rails',
      positive: ['Built the shop with Rails and PostgreSQL', 'Maintained a Rails app'],
      negative: ['Installed safety rails on the stage'],
    },
    { name: 'Dart', positive: ['Flutter apps in Dart', 'Dart and Flutter'], negative: ['Played Dart in the league'] },
    { name: 'Scala', positive: ['Spark jobs in Scala'], negative: ['Performed at La scala opera house'] },
    {
      name: 'Julia',
      positive: ['Numerical code in Julia', 'Julia and Python for simulations'],
      negative: ['Worked with Julia Roberts on the project'],
    },
    { name: 'Elm', positive: ['Frontend written in Elm'], negative: ['Lived on Elm Street'] },
    { name: 'Ada', positive: ['Avionics software in Ada'], negative: ['Met ADA accessibility rules', 'Ada Lovelace award winner'] },
    {
      name: 'Chef',
      positive: ['Configured servers with Chef and Terraform', 'Wrote Chef cookbooks'],
      negative: ['Worked as a Chef at a restaurant', 'Chef de partie'],
    },
    {
      name: 'Puppet',
      positive: ['Managed 300 servers with Puppet and Jenkins', 'Puppet manifests for nginx'],
      negative: ['Puppet theatre volunteer'],
    },
    {
      name: 'Oracle Database',
      positive: ['Payments platform on Java, Kafka and Oracle', 'Tuned Oracle queries with PL/SQL'],
      negative: ['Oracle Certified Professional, Java SE 11 Developer', 'Oracle AI Foundations, OCI Architect', 'Worked at Oracle'],
    },
    { name: 'Flask', positive: ['Built a Flask API'], negative: ['Cleaned a flask in the chemistry lab'] },
    { name: 'Next.js', positive: ['Migrated to Next.js', 'NextJS storefront'], negative: ['Planned the next release', 'Next, we shipped'] },
    { name: 'Vue.js', positive: ['Dashboard in Vue', 'Vue.js and Vuex'], negative: ['Point de vue on design'] },
    { name: 'React', positive: ['Built a React dashboard'], negative: ['Had to react to incidents quickly'] },
    { name: 'F#', positive: ['Wrote pricing models in F#'], negative: ['Had an F in chemistry'] },
    { name: '.NET', positive: ['Built APIs on .NET', 'Migrated .NET Framework apps to .NET 8'], negative: ['Grew the net revenue'] },
    { name: 'C#', positive: ['Games in C# and Unity'], negative: ['Played in C major'] },
    { name: 'C++', positive: ['Low-latency C++ engine'], negative: ['Got a C+ in physics'] },
  ];

  describe.each(cases)('$name', ({ name, positive, negative }) => {
    it.each(positive)('is found in: %s', (sentence) => {
      expect(inProse(sentence)).toContain(name);
    });
    it.each(negative)('is not found in: %s', (sentence) => {
      expect(inProse(sentence)).not.toContain(name);
    });
  });

  it('counts ambiguous names in a skills section without any context', () => {
    const document = parseResume('# Jane Doe\n\n## Skills\n\nGo\n\nC\n\nR\n\nSwift\n\nChef\n\nElm\n\nAda');
    expect(
      recognizeSkills(document)
        .map((skill) => skill.name)
        .sort(),
    ).toEqual(['Ada', 'C', 'Chef', 'Elm', 'Go', 'R', 'Swift']);
  });

  it('counts them in a "Label: a, b" list anywhere', () => {
    expect(namesIn('- Technologies: Go, Rust, C')).toEqual(['C', 'Go', 'Rust']);
  });

  it('still refuses the non-technology readings in a skills list', () => {
    expect(namesIn('Skills: R&D, C-level communication, Spring 2023')).toEqual([]);
  });
});

describe('resumes', () => {
  it('skips the name and contact lines', () => {
    const document = parseResume('# Ruby Chen\n\nruby@example.com | github.com/ruby-go\n\n## Skills\n\nPython');
    expect(recognizeSkills(document).map((skill) => skill.name)).toEqual(['Python']);
  });

  it('reads a project line even when it holds a link', () => {
    const document = parseResume('# Jane Doe\n\n## Projects\n\n- Chat app in Elixir: https://github.com/jane/chat');
    expect(recognizeSkills(document).map((skill) => skill.name)).toEqual(['Elixir']);
  });

  it('finds nothing in a template', () => {
    expect(recognizeSkills(parseResume('## Skills\n{{ resume.skills }}\n{% for s in skills %}\n{{ s.name }}'))).toEqual([]);
  });

  it('reports resume line numbers', () => {
    const document = parseResume('# Jane Doe\n\n## Experience\n\nEngineer, Acme — 2020 - 2022\n\n- Built APIs in Go with PostgreSQL');
    expect(recognizeSkills(document)).toEqual([
      { name: 'Go', category: 'languages', mentions: 1, lines: [7] },
      { name: 'PostgreSQL', category: 'databases', mentions: 1, lines: [7] },
    ]);
  });

  it('is deterministic', () => {
    const text = 'Go, Rust, C\nPython and JS on k8s';
    expect(recognizeSkills(text)).toEqual(recognizeSkills(text));
  });
});

describe('what the writer says of a skill (readSkillEvidence)', () => {
  it('holds what a resume names, not what it disclaims or is learning, with the disclaimed ones named apart', () => {
    const resume = parseResume(`# Ana Costa
Backend Engineer

## Summary
Go and PostgreSQL for six years; no Kubernetes experience yet. Currently learning Rust.

## Skills
Go, PostgreSQL, Kafka, Terraform

## Experience
### Backend Engineer, Nimbus (2020 – present)
- Deployed on AWS ECS with Terraform; I have not used Kubernetes or Nomad in production`);
    const evidence = readSkillEvidence(resume);
    expect(evidence.held.map((skill) => skill.name).sort()).toEqual(['AWS', 'Amazon ECS', 'Apache Kafka', 'Go', 'PostgreSQL', 'Terraform']);
    expect(evidence.notHeld).toEqual(['Kubernetes', 'Nomad']);
    expect(evidence.learning).toEqual(['Rust']);
  });

  it('lets a disclaimer outweigh the skills list: "moving away from PHP" beside "PHP, Laravel"', () => {
    const evidence = readSkillEvidence("Skills: PHP, Laravel, Ruby on Rails\nTwo years of Laravel, and I'm moving away from PHP.");
    expect(evidence.notHeld).toEqual(['PHP']);
    expect(evidence.held.map((skill) => skill.name).sort()).toEqual(['Laravel', 'Ruby on Rails']);
  });
});
