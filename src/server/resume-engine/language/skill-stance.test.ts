import { describe, expect, it } from 'vitest';
import { readSkillStances, type TSkillStance } from './skill-stance.ts';

/** The stance of each named skill in `text`, by name. */
function stancesOf(text: string, skills: string[]): Record<string, TSkillStance> {
  const spans = skills
    .map((skill) => ({ skill, start: text.indexOf(skill) }))
    .sort((a, b) => a.start - b.start)
    .map(({ skill, start }) => ({ skill, start, end: start + skill.length }));
  const stances = readSkillStances(text, spans);
  return Object.fromEntries(spans.map((span, index) => [span.skill, stances[index]!]));
}

describe('readSkillStances', () => {
  it.each([
    ['I have not used React Native.', ['React Native'], ['not-held']],
    ['Has not used Django.', ['Django'], ['not-held']],
    ['No Kubernetes experience yet, but strong Docker.', ['Kubernetes', 'Docker'], ['not-held', 'held']],
    ['No experience using Kubernetes.', ['Kubernetes'], ['not-held']],
    ["I don't know Java, but Kotlin is my main language.", ['Java', 'Kotlin'], ['not-held', 'held']],
    ['Never used Django; FastAPI and Flask daily.', ['Django', 'FastAPI', 'Flask'], ['not-held', 'held', 'held']],
    ['I have not used React, Angular or Vue.', ['React', 'Angular', 'Vue'], ['not-held', 'not-held', 'not-held']],
    ['I have never used Unity or done any game development.', ['Unity', 'game development'], ['not-held', 'not-held']],
    [
      'Never deployed to AWS nor written Terraform, but ran Docker daily.',
      ['AWS', 'Terraform', 'Docker'],
      ['not-held', 'not-held', 'held'],
    ],
    ['I have never used Django and built Flask APIs instead.', ['Django', 'Flask'], ['not-held', 'held']],
    ['I have not worked with Rails: my APIs are Express and, before that, Koa.', ['Rails', 'Express', 'Koa'], ['not-held', 'held', 'held']],
    ['I have not yet built an iOS app and have not used Swift.', ['iOS', 'Swift'], ['not-held', 'not-held']],
    ['Our team is switching to Vitest and I am learning it now.', ['Vitest'], ['learning']],
    ['Exploring Terraform for our infrastructure, not yet in production.', ['Terraform'], ['learning']],
    ['On weekends I am experimenting with Deno.', ['Deno'], ['learning']],
    ["Haven't worked with AWS, only GCP.", ['AWS', 'GCP'], ['not-held', 'held']],
    ['I no longer work with PHP and prefer Go.', ['PHP', 'Go'], ['not-held', 'held']],
    ["I'm moving away from PHP: Rails is where I want to stay.", ['PHP', 'Rails'], ['not-held', 'held']],
    ["I'm currently learning Swift, because native iOS is where I want to grow.", ['Swift', 'iOS'], ['learning', 'held']],
    ['I want to learn Rust next.', ['Rust'], ['learning']],
    ['Currently picking up Kotlin.', ['Kotlin'], ['learning']],
    ['Python, Rust (learning), Go', ['Python', 'Rust', 'Go'], ['held', 'learning', 'held']],
    ['Learning: Zig, Elixir', ['Zig', 'Elixir'], ['learning', 'learning']],
  ])('%s', (text, skills, expected) => {
    expect(Object.values(stancesOf(text, skills))).toEqual(expected);
  });

  it.each([
    ['Shipped without downtime using Kubernetes and Helm.', ['Kubernetes', 'Helm']],
    ['Not only React but also Vue and Svelte.', ['React', 'Vue', 'Svelte']],
    ['Taught myself Python and learned Django on the job.', ['Python', 'Django']],
    ['Applied machine learning with PyTorch and deep learning with TensorFlow.', ['PyTorch', 'TensorFlow']],
    ['Zero downtime deployments with Kubernetes, not a single outage.', ['Kubernetes']],
    ['Go, TypeScript, PostgreSQL, Kafka', ['Go', 'TypeScript', 'PostgreSQL', 'Kafka']],
  ])('holds every skill in "%s"', (text, skills) => {
    expect(Object.values(stancesOf(text, skills))).toEqual(skills.map(() => 'held'));
  });
});
