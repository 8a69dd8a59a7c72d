/** Learning resources card (spec part 1 §2): four category tabs of curated courses. */
export function LearningResourcesCard() {
  return null;
}
