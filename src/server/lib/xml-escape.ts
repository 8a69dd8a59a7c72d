/** Text made safe inside XML or HTML element content and quoted attributes (feeds, SVG covers, page meta). */
export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
