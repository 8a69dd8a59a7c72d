/**
 * Curated free learning resources for the dashboard's Learning resources card: courses from well-known providers, free to take (Coursera courses free to audit).
 */

export type TLearningResourceType = 'course' | 'tutorial' | 'certification' | 'practice';
export type TLearningDifficulty = 'beginner' | 'intermediate' | 'advanced';

export type TLearningResource = {
  title: string;
  provider: string;
  description: string;
  url: string;
  type: TLearningResourceType;
  difficulty: TLearningDifficulty;
  duration: string;
  skills: string[];
};

export const LEARNING_CATEGORIES = [
  { id: 'programming', label: 'Programming' },
  { id: 'design', label: 'Design' },
  { id: 'business', label: 'Business' },
  { id: 'data', label: 'Data Science' },
] as const;
type TLearningCategory = (typeof LEARNING_CATEGORIES)[number]['id'];

export const LEARNING_RESOURCES: Record<TLearningCategory, TLearningResource[]> = {
  programming: [
    {
      title: "CS50's Introduction to Computer Science",
      provider: 'Harvard University',
      description:
        'The classic first course in computer science: algorithms, data structures, memory and the web, taught in C, Python, SQL and JavaScript with weekly problem sets.',
      url: 'https://cs50.harvard.edu/x/',
      type: 'course',
      difficulty: 'beginner',
      duration: 'About 12 weeks',
      skills: ['C', 'Python', 'SQL', 'Algorithms'],
    },
    {
      title: 'Responsive Web Design Certification',
      provider: 'freeCodeCamp',
      description:
        'Build real web pages step by step in the browser and earn a free certification by completing five projects with semantic HTML and modern CSS.',
      url: 'https://www.freecodecamp.org/learn/2022/responsive-web-design/',
      type: 'certification',
      difficulty: 'beginner',
      duration: 'About 300 hours',
      skills: ['HTML', 'CSS', 'Flexbox', 'Accessibility'],
    },
    {
      title: 'JavaScript Guide',
      provider: 'MDN Web Docs',
      description:
        "Mozilla's in-depth tour of the language, from grammar and types through functions, promises and modules, with runnable examples.",
      url: 'https://developer.mozilla.org/en-US/docs/Web/JavaScript/Guide',
      type: 'tutorial',
      difficulty: 'intermediate',
      duration: 'Self-paced',
      skills: ['JavaScript', 'Async', 'Modules'],
    },
    {
      title: 'Full Stack Open',
      provider: 'University of Helsinki',
      description:
        'Modern web development with React, Node.js, Express and MongoDB, then GraphQL, TypeScript, testing and CI/CD, with exercises you submit for credit.',
      url: 'https://fullstackopen.com/en/',
      type: 'course',
      difficulty: 'advanced',
      duration: '14 parts, self-paced',
      skills: ['React', 'Node.js', 'TypeScript', 'GraphQL'],
    },
    {
      title: 'Programming Tracks',
      provider: 'Exercism',
      description:
        'Thousands of small coding exercises in over 70 languages, with automated tests and optional free feedback from volunteer mentors.',
      url: 'https://exercism.org/tracks',
      type: 'practice',
      difficulty: 'intermediate',
      duration: 'Self-paced',
      skills: ['Problem Solving', 'Testing', 'Refactoring'],
    },
  ],
  design: [
    {
      title: 'Foundations of User Experience (UX) Design',
      provider: 'Google on Coursera',
      description:
        'The first course of the Google UX Design certificate: user-centred design, accessibility, design sprints and the UX job landscape. Free to audit.',
      url: 'https://www.coursera.org/learn/foundations-user-experience-design',
      type: 'course',
      difficulty: 'beginner',
      duration: '4 modules, self-paced',
      skills: ['UX Research', 'User-Centred Design', 'Accessibility'],
    },
    {
      title: 'Learn Accessibility',
      provider: 'web.dev by Google',
      description:
        'How to design and build for everyone: semantics, ARIA, focus, keyboard use, colour contrast and testing with assistive technology.',
      url: 'https://web.dev/learn/accessibility',
      type: 'tutorial',
      difficulty: 'intermediate',
      duration: 'Self-paced',
      skills: ['WCAG', 'ARIA', 'Inclusive Design'],
    },
    {
      title: 'Frontend Challenges',
      provider: 'Frontend Mentor',
      description:
        'Turn professional designs into working pages: pick a free challenge, build it to match the mock-up, then compare notes with the community.',
      url: 'https://www.frontendmentor.io/challenges',
      type: 'practice',
      difficulty: 'intermediate',
      duration: 'A few hours per challenge',
      skills: ['Design to Code', 'CSS', 'Responsive Layout'],
    },
  ],
  business: [
    {
      title: 'Foundations of Project Management',
      provider: 'Google on Coursera',
      description:
        'The first course of the Google Project Management certificate: project life cycles, roles, methodologies and how organisations run projects. Free to audit.',
      url: 'https://www.coursera.org/learn/project-management-foundations',
      type: 'course',
      difficulty: 'beginner',
      duration: '4 modules, self-paced',
      skills: ['Project Planning', 'Stakeholders', 'Communication'],
    },
    {
      title: 'The Agile Coach',
      provider: 'Atlassian',
      description:
        'Practical guides to Scrum, Kanban, sprints, estimation and retrospectives from the makers of Jira: how agile teams plan and ship work.',
      url: 'https://www.atlassian.com/agile',
      type: 'tutorial',
      difficulty: 'beginner',
      duration: 'Self-paced',
      skills: ['Agile', 'Scrum', 'Kanban'],
    },
    {
      title: 'Startup School',
      provider: 'Y Combinator',
      description:
        'Free lectures from YC partners and founders on finding product–market fit, talking to users, pricing, fundraising and growing a company.',
      url: 'https://www.startupschool.org/',
      type: 'course',
      difficulty: 'intermediate',
      duration: 'Self-paced',
      skills: ['Product Strategy', 'Entrepreneurship', 'Growth'],
    },
  ],
  data: [
    {
      title: 'Intro to Machine Learning',
      provider: 'Kaggle Learn',
      description:
        'Hands-on lessons in Kaggle notebooks: build and validate decision-tree and random-forest models on real data, no setup needed.',
      url: 'https://www.kaggle.com/learn/intro-to-machine-learning',
      type: 'practice',
      difficulty: 'beginner',
      duration: 'About 3 hours',
      skills: ['Python', 'scikit-learn', 'Model Validation'],
    },
    {
      title: 'Machine Learning Crash Course',
      provider: 'Google for Developers',
      description:
        "Google's fast-paced introduction to machine learning: regression, classification, data preparation, neural networks and responsible AI, with interactive exercises.",
      url: 'https://developers.google.com/machine-learning/crash-course',
      type: 'course',
      difficulty: 'intermediate',
      duration: 'About 15 hours',
      skills: ['Machine Learning', 'Neural Networks', 'Data Preparation'],
    },
    {
      title: 'Practical Deep Learning for Coders',
      provider: 'fast.ai',
      description:
        'A top-down, code-first course in deep learning with PyTorch: train state-of-the-art vision, text and tabular models and deploy them.',
      url: 'https://course.fast.ai/',
      type: 'course',
      difficulty: 'advanced',
      duration: '9 lessons',
      skills: ['Deep Learning', 'PyTorch', 'Python'],
    },
  ],
};
