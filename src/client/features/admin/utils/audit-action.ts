/** An audit action as a sentence: 'admin.api_key_updated' -> 'API key updated'. */
export function formatAuditAction(action: string): string {
  const name = action.slice(action.lastIndexOf('.') + 1).replace(/_/g, ' ');
  const sentence = name.replace(/\bapi\b/gi, 'API').replace(/\bai\b/gi, 'AI');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}
