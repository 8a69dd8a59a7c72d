import { describe, expect, it } from 'vitest';
import { parseResume } from './parse-resume.ts';
import { getSectionKind, isStandardHeading } from './section-headings.ts';

const sectionsOf = (markdown: string) =>
  parseResume(markdown).sections.map((section) => [section.kind, section.heading, section.headingStyle]);

describe('lines', () => {
  it('numbers every markdown line from 1 and strips the markdown', () => {
    const document = parseResume('# Jane Doe\n\n- **Built** the [billing](https://x.dev) API\\_v2\n## Skills');
    expect(document.lines).toHaveLength(4);
    expect(document.lines[2]).toMatchObject({
      line: 3,
      kind: 'bullet',
      text: 'Built the billing API_v2',
      markdown: '**Built** the [billing](https://x.dev) API\\_v2',
    });
    expect(document.lines[0]).toMatchObject({ line: 1, kind: 'heading', headingLevel: 1, text: 'Jane Doe' });
    expect(document.lines[1]).toMatchObject({ line: 2, kind: 'blank' });
  });

  it('accepts Windows line endings', () => {
    expect(parseResume('# Jane Doe\r\n\r\n## Skills\r\nGo').sections[0]).toMatchObject({ kind: 'skills', headingLine: 3 });
  });
});

describe('section headings', () => {
  it('finds # headings, bold lines, ALL CAPS lines and "Heading:" lines', () => {
    const markdown = [
      '# Jane Doe',
      '## Professional Summary',
      'Backend engineer.',
      '**Work History**',
      'Engineer, Acme — 2020 - 2022',
      'EDUCATION',
      'BSc Computer Science, MIT, 2019',
      'Technical Skills:',
      'Go, SQL',
    ].join('\n');
    expect(sectionsOf(markdown)).toEqual([
      ['summary', 'Professional Summary', 'markdown'],
      ['experience', 'Work History', 'bold'],
      ['education', 'EDUCATION', 'caps'],
      ['skills', 'Technical Skills', 'plain'],
    ]);
  });

  it('maps the usual names to their kind', () => {
    const cases: [string, string | null][] = [
      ['OBJECTIVE', 'summary'],
      ['About Me', 'summary'],
      ['Employment History', 'experience'],
      ['PROFESSIONAL EXPERIENCE', 'experience'],
      ['Academic Background', 'education'],
      ['Tech Stack', 'skills'],
      ['Core Competencies', 'skills'],
      ['Programming Languages', 'skills'],
      ['Side Projects', 'projects'],
      ['Licenses & Certifications', 'certifications'],
      ['Honors and Awards', 'awards'],
      ['Languages', 'languages'],
      ['Volunteer Experience or Leadership', 'volunteer'],
      ['PUBLICATIONS & PRESENTATIONS', 'publications'],
      ['Hobbies', 'interests'],
      ['Contact Information', 'contact'],
      ['References', 'other'],
      ['Senior Engineer at Acme since 2019', null],
      ['Full-Stack Developer — Fabrikam Logistics', null],
      ['Full-Stack Developer', null],
      ['Projects, 2019', null],
    ];
    for (const [heading, kind] of cases) expect(getSectionKind(heading), heading).toBe(kind);
  });

  it('tells standard headings from creative ones', () => {
    expect(isStandardHeading('Work Experience')).toBe(true);
    expect(isStandardHeading('TECHNICAL SKILLS')).toBe(true);
    expect(isStandardHeading('Where I have made a difference')).toBe(false);
    expect(isStandardHeading('Tech Stack')).toBe(false);
  });

  it('does not take a one-per-line skill or a bold job title for a heading', () => {
    const document = parseResume(
      '# Jane Doe\n\n## Skills\n\nLeadership\n\nPython\n\n## Experience\n\n**Senior Engineer, Acme**\n\n- Led things',
    );
    expect(document.sections.map((section) => section.kind)).toEqual(['skills', 'experience']);
    expect(document.skills.map((line) => line.items)).toEqual([['Leadership'], ['Python']]);
  });

  it('opens a section for an unknown ## heading; ### headings stay inside the section', () => {
    const document = parseResume('# Jane\n## Hackathons\nWon one\n## Experience\n### Engineer — Acme\n*2020 – 2021*\n- Built X');
    expect(document.sections.map((section) => [section.kind, section.heading])).toEqual([
      ['other', 'Hackathons'],
      ['experience', 'Experience'],
    ]);
    expect(document.sections[1]?.items[0]).toMatchObject({ kind: 'subheading', text: 'Engineer — Acme', line: 5 });
  });

  it('keeps job titles under Experience as entries, even when they hold a section word', () => {
    const document = parseResume(
      '## Experience\n### Full-Stack Developer — Fabrikam Logistics\n- Built X\n### Tech Lead, Projects team\n- Led Y\n### Skills\nGo',
    );
    expect(document.sections.map((section) => section.kind)).toEqual(['experience', 'skills']);
    expect(document.experience.map((entry) => entry.title)).toEqual(['Full-Stack Developer', 'Tech Lead']);
  });

  it('reads a "Skills: a, b" line before any section as an inline skills section', () => {
    const document = parseResume('# Karol Miner\n\nkarmin@example.net\n\nSkills: Java, Groovy, JavaScript');
    expect(document.sections).toMatchObject([{ kind: 'skills', heading: 'Skills', headingStyle: 'inline-label', headingLine: 5 }]);
    expect(document.skills[0]?.items).toEqual(['Java', 'Groovy', 'JavaScript']);
  });

  it('reads setext headings and ignores horizontal rules', () => {
    const document = parseResume('Jane Doe\n========\n\nExperience\n----------\nEngineer, Acme — 2020 - 2022\n\n***\n\nSkills\n------\nGo');
    expect(document.name).toEqual({ value: 'Jane Doe', line: 1 });
    expect(document.sections.map((section) => [section.kind, section.headingLine, section.items.map((item) => item.text)])).toEqual([
      ['experience', 4, ['Engineer, Acme — 2020 - 2022']],
      ['skills', 10, ['Go']],
    ]);
  });

  it('records where each section ends', () => {
    const document = parseResume('# A B\n## Summary\nText\n\n## Skills\nGo');
    expect(document.sections.map((section) => [section.headingLine, section.endLine])).toEqual([
      [2, 4],
      [5, 6],
    ]);
  });
});

describe('hard-wrapped lines', () => {
  it('joins a sentence wrapped over several lines, keeping every line number', () => {
    const document = parseResume(
      '# Jane Doe\n## Summary\nBackend engineer with 5 years of\nexperience building services, and\nreliable data pipelines.\n',
    );
    expect(document.sections[0]?.items).toEqual([
      {
        text: 'Backend engineer with 5 years of experience building services, and reliable data pipelines.',
        line: 3,
        lines: [3, 4, 5],
        kind: 'text',
      },
    ]);
  });

  it('joins an indented continuation of a bullet, but not the next bullet or a new sentence', () => {
    const document = parseResume(
      '## Experience\nEngineer, Acme — 2020 - 2021\n- Cut costs by 40% across\n  the whole fleet\n- Led 4 engineers.\nShipped v2.',
    );
    const items = document.sections[0]?.items ?? [];
    expect(items.map((item) => [item.kind, item.text, item.lines])).toEqual([
      ['text', 'Engineer, Acme — 2020 - 2021', [2]],
      ['bullet', 'Cut costs by 40% across the whole fleet', [3, 4]],
      ['bullet', 'Led 4 engineers.', [5]],
      ['text', 'Shipped v2.', [6]],
    ]);
  });

  it('keeps one skill per line apart, even in lower case', () => {
    const document = parseResume('## Skills\nPython\nscikit-learn\nspaCy');
    expect(document.skills.map((line) => line.items[0])).toEqual(['Python', 'scikit-learn', 'spaCy']);
  });

  it('joins a skills list wrapped after a comma', () => {
    const document = parseResume('## Skills\nPython, Go,\nRust');
    expect(document.skills).toEqual([
      { category: null, items: ['Python', 'Go', 'Rust'], text: 'Python, Go, Rust', line: 2, lines: [2, 3] },
    ]);
  });
});

describe('name, headline and contact', () => {
  it('reads a contact line split by | or ·', () => {
    const document = parseResume(
      '# Jane Doe\n\nSenior Backend Engineer\n\nBerlin, Germany · jane.doe@example.com · +49 30 1234 5678 | github.com/janedoe | https://www.linkedin.com/in/jane-doe/ | janedoe.dev',
    );
    expect(document.name).toEqual({ value: 'Jane Doe', line: 1 });
    expect(document.headline).toEqual({ value: 'Senior Backend Engineer', line: 3 });
    expect(document.contact.emails).toEqual([{ value: 'jane.doe@example.com', line: 5 }]);
    expect(document.contact.phones).toEqual([{ value: '+49 30 1234 5678', line: 5 }]);
    expect(document.contact.locations).toEqual([{ value: 'Berlin, Germany', line: 5 }]);
    expect(parseResume('# Alex Rivera\n\nalex@example.com · Austin, TX, United States').contact.locations[0]?.value).toBe(
      'Austin, TX, United States',
    );
    expect(document.contact.links.map((link) => [link.kind, link.url])).toEqual([
      ['linkedin', 'https://www.linkedin.com/in/jane-doe/'],
      ['github', 'github.com/janedoe'],
      ['portfolio', 'janedoe.dev'],
    ]);
  });

  it('never joins header lines, even one starting in lower case', () => {
    const document = parseResume('**MARIA GARCIA**\nSenior Frontend Engineer\nmaria@example.com • Madrid, Spain');
    expect(document.name?.value).toBe('MARIA GARCIA');
    expect(document.headline).toEqual({ value: 'Senior Frontend Engineer', line: 2 });
    expect(document.preamble.map((item) => item.lines)).toEqual([[1], [2], [3]]);
  });

  it('takes the name from a plain first line when there is no # heading', () => {
    const document = parseResume(
      'JORDAN LEE\nMobile Developer\njordan@example.com | 555-201-3344 | Austin, TX\n\nSUMMARY\nMobile developer.',
    );
    expect(document.name).toEqual({ value: 'JORDAN LEE', line: 1 });
    expect(document.headline?.value).toBe('Mobile Developer');
    expect(document.contact.locations.map((location) => location.value)).toEqual(['Austin, TX']);
    expect(document.sections.map((section) => section.kind)).toEqual(['summary']);
  });

  it('reads labelled contact lines and a street address', () => {
    const document = parseResume('# Karol Miner\n\n336 W. Chugalug Way, Sentinel, WY 33666\n**c:** 444-222-4339 **e:** karmin@example.net');
    expect(document.contact.locations.map((location) => location.value)).toEqual(['336 W. Chugalug Way, Sentinel, WY 33666']);
    expect(document.contact.phones.map((phone) => phone.value)).toEqual(['444-222-4339']);
    expect(document.contact.emails.map((email) => email.value)).toEqual(['karmin@example.net']);
  });

  it('classifies profile links and finds link targets hidden behind their text', () => {
    const document = parseResume(
      '# Jane Doe\n[GitHub](https://github.com/jane) · [Blog](https://medium.com/@jane) · LeetCode: https://leetcode.com/jane · https://gitlab.com/jane',
    );
    expect(document.contact.links.map((link) => [link.kind, link.url])).toEqual([
      ['github', 'https://github.com/jane'],
      ['portfolio', 'https://medium.com/@jane'],
      ['other', 'https://leetcode.com/jane'],
      ['portfolio', 'https://gitlab.com/jane'],
    ]);
  });

  it('does not read years, metrics or package names as contact details', () => {
    const document = parseResume(
      '# Jane Doe\n\n## Experience\nEngineer, Acme — 2018-2021\n- Served 2,000,000 users with Node.js and Vue.js; 10K+ stars\n- Volunteer at Code.org',
    );
    expect(document.contact).toEqual({ emails: [], phones: [], locations: [], links: [] });
  });

  it('finds no name in a sentence or a section heading', () => {
    expect(parseResume('This is a simple header, with a euro symbol in it.\n\nText').name).toBeNull();
    expect(parseResume('Experience\nEngineer').name).toBeNull();
    expect(parseResume('Header box 2\n\n## Notes').name).toBeNull();
  });
});

describe('experience entries', () => {
  it('reads "Title | Company | Location | Dates" headers', () => {
    const [entry] = parseResume(
      '## Experience\nSenior Data Scientist | DataDriven Corp | Seattle, WA | Mar 2021 - Present\n- Built a model',
    ).experience;
    expect(entry).toMatchObject({ title: 'Senior Data Scientist', company: 'DataDriven Corp', location: 'Seattle, WA', headerLines: [2] });
    expect(entry?.dates).toMatchObject({ start: { year: 2021, month: 3 }, isCurrent: true });
    expect(entry?.bullets.map((bullet) => [bullet.text, bullet.line])).toEqual([['Built a model', 3]]);
  });

  it('reads "Title, Company — Dates" and "Title at Company" with the dates on the next line', () => {
    const document = parseResume(
      '## Experience\nSenior Software Engineer, Acme Corporation — 2021 to Present\n- Built services\n\nSoftware Engineer at Google\n\nJan 2020 - Dec 2020\n\n- Developed things',
    );
    expect(document.experience.map((entry) => [entry.title, entry.company, entry.dates?.text, entry.headerLines])).toEqual([
      ['Senior Software Engineer', 'Acme Corporation', '2021 to Present', [2]],
      ['Software Engineer', 'Google', 'Jan 2020 - Dec 2020', [5, 7]],
    ]);
  });

  it('reads builder resumes: ### "Title — Company", italic dates, bullets', () => {
    const document = parseResume(
      '## Experience\n\n### Senior Engineer — Acme\n\n*Jan 2022 – Present*\n\n- Cut p99 latency by 40%\n\n### Engineer — Globex\n\n*Jun 2019 – Dec 2021*',
    );
    expect(document.experience.map((entry) => [entry.title, entry.company, entry.dates?.text, entry.bullets.length])).toEqual([
      ['Senior Engineer', 'Acme', 'Jan 2022 – Present', 1],
      ['Engineer', 'Globex', 'Jun 2019 – Dec 2021', 0],
    ]);
  });

  it('splits tab-separated columns: company and city, then title and dates', () => {
    const [entry] = parseResume('WORK HISTORY\nInitech\tSpringfield, IL\nLead Software Engineer\t06/2020 - Present\n- Built X').experience;
    expect([entry?.title, entry?.company, entry?.location, entry?.dates?.text]).toEqual([
      'Lead Software Engineer',
      'Initech',
      'Springfield, IL',
      '06/2020 - Present',
    ]);
  });

  it('puts the company second when the title comes after it', () => {
    const [entry] = parseResume('## Experience\nGlobex Inc — Staff Engineer — 2019 - 2022').experience;
    expect([entry?.title, entry?.company]).toEqual(['Staff Engineer', 'Globex Inc']);
  });

  it('reads "Title — Company, City (dates)": the company before a city, a place alone stays a place', () => {
    const read = (header: string) => {
      const [entry] = parseResume(`## Experience\n${header}\n- Built the billing API`).experience;
      return [entry?.title, entry?.company, entry?.location];
    };
    expect(read('Data Engineer — Contoso, Toronto, ON (2019 – 2021)')).toEqual(['Data Engineer', 'Contoso', 'Toronto, ON']);
    expect(read('Site Reliability Engineer – Fabrikam, Sydney (Jan 2020 - Present)')).toEqual([
      'Site Reliability Engineer',
      'Fabrikam',
      'Sydney',
    ]);
    expect(read('ML Engineer — Initech, Munich, Germany (06/2019 – 02/2022)')).toEqual(['ML Engineer', 'Initech', 'Munich, Germany']);
    expect(read('Software Engineer — Berlin, Germany (2018 – 2020)')).toEqual(['Software Engineer', null, 'Berlin, Germany']);
    expect(read('Software Engineer — Austin, Texas (2018 – 2020)')).toEqual(['Software Engineer', null, 'Austin, Texas']);
    expect(read('Software Engineer — Toronto, ON, Canada (2018 – 2020)')).toEqual(['Software Engineer', null, 'Toronto, ON, Canada']);
  });

  it('keeps sentences under a header as the description', () => {
    const [entry] = parseResume(
      '## Experience\nEngineer, Acme — 2020 - 2022\nResponsible for the billing system and its on-call rotation across two regions.',
    ).experience;
    expect(entry?.description.map((item) => item.line)).toEqual([3]);
  });
});

describe('education entries', () => {
  it('reads degree, field, institution, location, dates and GPA', () => {
    const document = parseResume(
      '## Education\nBachelor of Science in Computer Science | MIT | Cambridge, MA | 2017\n- GPA: 3.8/4.0\n\nB.S. in Statistics, Stanford University — 2015\n\n### M.Sc. Data Science\nETH Zurich · Sep 2019 · GPA 5.5',
    );
    expect(
      document.education.map((entry) => [entry.degree, entry.field, entry.institution, entry.location, entry.dates?.text, entry.gpa]),
    ).toEqual([
      ['Bachelor of Science', 'Computer Science', 'MIT', 'Cambridge, MA', '2017', '3.8/4.0'],
      ['B.S.', 'Statistics', 'Stanford University', null, '2015', null],
      ['M.Sc.', 'Data Science', 'ETH Zurich', null, 'Sep 2019', '5.5'],
    ]);
  });

  it('joins a degree line and an institution line into one entry', () => {
    const document = parseResume(
      '## Education\nB.Tech in Computer Science\nStanford University, 2020\nMaster of Science in Artificial Intelligence\nMIT, 2022',
    );
    expect(document.education.map((entry) => [entry.degree, entry.field, entry.institution, entry.dates?.text])).toEqual([
      ['B.Tech', 'Computer Science', 'Stanford University', '2020'],
      ['Master of Science', 'Artificial Intelligence', 'MIT', '2022'],
    ]);
  });
});

describe('skills, projects and certifications', () => {
  it('reads "Category: a, b" lines without splitting inside parentheses', () => {
    const document = parseResume(
      '## Technical Skills\nCloud: AWS (EC2, S3), GCP\n- Languages: Go; Rust | C++\nDocker, Kubernetes and Helm.',
    );
    expect(document.skills.map((line) => [line.category, line.items])).toEqual([
      ['Cloud', ['AWS (EC2, S3)', 'GCP']],
      ['Languages', ['Go', 'Rust', 'C++']],
      [null, ['Docker', 'Kubernetes and Helm']],
    ]);
  });

  it('reads project names, inline descriptions and bullets', () => {
    const document = parseResume(
      '## Projects\nCareerPilot AI: Side project for parsing resumes.\n- Built the parser\n\nWeather Dashboard\n- Used Chart.js',
    );
    expect(
      document.projects.map((project) => [project.name, project.description.map((item) => item.text), project.bullets.length]),
    ).toEqual([
      ['CareerPilot AI', ['Side project for parsing resumes.'], 1],
      ['Weather Dashboard', [], 1],
    ]);
  });

  it('reads certifications with issuer and date', () => {
    const document = parseResume(
      '## Certifications\n- AWS Solutions Architect Associate (2023)\n- Deep Learning Specialization - Coursera (2020)\nCKA by CNCF, Mar 2021',
    );
    expect(document.certifications.map((cert) => [cert.name, cert.issuer, cert.date?.year, cert.line])).toEqual([
      ['AWS Solutions Architect Associate', null, 2023, 2],
      ['Deep Learning Specialization', 'Coursera', 2020, 3],
      ['CKA', 'CNCF', 2021, 4],
    ]);
  });
});

describe('templates', () => {
  it('extracts nothing from a template of Jinja tags', () => {
    const document = parseResume(
      '**{{ resume.basics.name }}**\n\n{{ resume.basics.email }}  {{ resume.basics.phone }}\n\n## WORK EXPERIENCE\n\n**{% for position in resume.work -%}**\n- {{ highlight }}\n**{% endfor %}**',
    );
    expect(document.isTemplate).toBe(true);
    expect([document.name, document.experience, document.contact.emails]).toEqual([null, [], []]);
    expect(document.sections.map((section) => [section.kind, section.items.length])).toEqual([['experience', 0]]);
  });

  it('extracts nothing from a Word template full of instructions', () => {
    const document = parseResume(
      '# Test Person\n#### Email\n#### Telephone\n#### Objective\nTo get started, click placeholder text and start typing.\n### Experience\n#### Job Title/Company\n#### Dates From – To\nSummarize your key responsibilities and accomplishments.',
    );
    expect(document.isTemplate).toBe(true);
    expect(document.name).toBeNull();
    expect(document.experience).toEqual([]);
  });

  it('ignores a leftover placeholder in a real resume', () => {
    const document = parseResume(
      '# Jane Doe\n[Your Phone] · jane@example.com\n## Experience\nEngineer, Acme — 2020 - 2021\n- Built X\n- Built Y\n- Built Z',
    );
    expect(document.isTemplate).toBe(false);
    expect(document.lines[1]?.isPlaceholder).toBe(true);
    expect(document.experience).toHaveLength(1);
  });
});

it('parses deterministically', () => {
  const markdown = '# Jane Doe\njane@example.com\n## Experience\nEngineer, Acme — 2020 - Present\n- Built X';
  expect(parseResume(markdown)).toEqual(parseResume(markdown));
});
