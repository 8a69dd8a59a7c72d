import { describe, expect, it } from 'vitest';
import { runCheck } from '#tests/factories/resume-engine/checks.ts';
import { titleDutiesCheck } from './title-duties.ts';

const resume = (title: string, bullets: readonly string[]) =>
  `# Ana Lima\n\n## Experience\n\n${title} | Acme | Jan 2021 - Present\n\n${bullets.map((bullet) => `- ${bullet}`).join('\n')}`;

const WORDPRESS = [
  'Built 25 custom WordPress themes in PHP for small-business clients',
  'Maintained WooCommerce shops on WordPress and MySQL for 12 clients',
  'Converted mock-ups into HTML and CSS templates with jQuery sliders',
];

describe('title-duties: a title its bullets do not fit', () => {
  it('finds an ML title over WordPress work, naming both trades and the technologies', () => {
    const result = runCheck(titleDutiesCheck, resume('Machine Learning Engineer', WORDPRESS));
    expect(result?.findings).toEqual([
      expect.objectContaining({
        title: "Make the title 'Machine Learning Engineer' fit the work it describes",
        impact: 'medium',
        lines: [expect.objectContaining({ line: 5 })],
      }),
    ]);
    expect(result?.findings[0]?.description).toMatch(/machine learning role, but its bullets describe .*WordPress/);
    expect(result?.overallPenalty).toBeGreaterThanOrEqual(1);
  });

  it('finds an iOS title over infrastructure work', () => {
    const bullets = [
      'Provisioned 40 AWS accounts with Terraform and Ansible',
      'Ran Kubernetes clusters with Helm for 60 services',
      'Built Jenkins pipelines',
    ];
    expect(runCheck(titleDutiesCheck, resume('iOS Developer', bullets))?.findings).toHaveLength(1);
  });

  it('leaves titles whose bullets show their own or a near trade', () => {
    const backend = [
      'Built order services in Go and PostgreSQL',
      'Added a React admin page for support staff',
      'Cut latency by 30% with Redis',
    ];
    expect(runCheck(titleDutiesCheck, resume('Backend Engineer', backend))).toBeNull();
    // The title's own work in words: an ML engineer training models, whatever the tools.
    const ml = [
      'Trained a ranking model served by a Django API',
      'Built the PHP and MySQL admin for labelling data',
      'Shipped a jQuery labelling page',
    ];
    expect(runCheck(titleDutiesCheck, resume('Machine Learning Engineer', ml))).toBeNull();
    expect(
      runCheck(titleDutiesCheck, resume('Data Engineer', ['Built Airflow pipelines in Python', 'Moved Spark jobs to Databricks'])),
    ).toBeNull();
  });

  it('does not judge titles that name no trade, or a way of working', () => {
    expect(runCheck(titleDutiesCheck, resume('Software Engineer', WORDPRESS))).toBeNull();
    expect(runCheck(titleDutiesCheck, resume('Engineering Manager', WORDPRESS))).toBeNull();
    expect(runCheck(titleDutiesCheck, resume('Tech Lead', WORDPRESS))).toBeNull();
  });

  it('needs the bullets to show another trade clearly: one technology is not enough', () => {
    expect(runCheck(titleDutiesCheck, resume('Data Scientist', ['Built a WordPress page for the team', 'Ran weekly planning']))).toBeNull();
  });

  it("finds a far trade that outweighs a stray tool of the title's own: CI/CD beside firmware is no cloud work", () => {
    const firmware = [
      'Wrote firmware in C on FreeRTOS for STM32 sensor boards',
      'Debugged I2C and SPI buses with oscilloscopes and logic analyzers',
      'Kept the code in Git and built it in a GitLab CI/CD pipeline',
    ];
    const result = runCheck(titleDutiesCheck, resume('Cloud Solutions Architect', firmware));
    expect(result?.findings[0]?.description).toMatch(/DevOps and infrastructure role, but its bullets describe embedded work/);
    // One page of the title's trade among firmware work is outweighed too.
    const withPage = [...firmware.slice(0, 2), 'Added a small React page that shows the board logs'];
    expect(runCheck(titleDutiesCheck, resume('Frontend Developer', withPage))?.findings).toHaveLength(1);
  });

  it("stays quiet where the title's own trade holds its own, or the other trade is near", () => {
    // An IoT platform's DevOps engineer: the firmware is there, so is the infrastructure.
    const iotDevOps = [
      'Built CI for the C firmware of STM32 boards',
      'Provisioned AWS IoT fleets with Terraform and ran the Kubernetes clusters behind them',
      'Cut deploy time by half with Helm charts',
    ];
    expect(runCheck(titleDutiesCheck, resume('DevOps Engineer', iotDevOps))).toBeNull();
    // Data engineering beside backend, backend beside full-stack: near trades.
    const pipelines = [
      'Built Spark and Airflow pipelines loading 2 TB a day into Snowflake',
      'Modelled the warehouse in dbt',
      'Wrote a small Flask API',
    ];
    expect(runCheck(titleDutiesCheck, resume('Backend Engineer', pipelines))).toBeNull();
    expect(runCheck(titleDutiesCheck, resume('Analytics Engineer', pipelines))).toBeNull();
    expect(runCheck(titleDutiesCheck, resume('Software Engineer', pipelines))).toBeNull();
  });
});
