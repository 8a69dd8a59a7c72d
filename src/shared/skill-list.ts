/** A list of skills as typed: empty entries and case-insensitive repeats dropped, the first spelling kept. */
export function toUniqueSkills(skills: readonly string[]): string[] {
  const seen = new Set<string>();
  return skills.filter((skill) => {
    const key = skill.toLowerCase();
    if (!skill || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
