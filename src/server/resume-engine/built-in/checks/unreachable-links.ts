/**
 * Links a recruiter cannot open: a portfolio on 'localhost:3000', a demo on a home network's
 * 192.168.x address, a 'file://' path, 'example.com' or 'yourname.dev' left from a template. The
 * recruiter clicks, nothing opens, and the resume reads as unfinished: the link promised work it does
 * not show. The address itself says so, whatever the words around it: a machine's own name or a
 * private network (RFC 1918) opens only on the writer's machine, a file path only on their disk, the
 * reserved example domains and 'your…' names on nobody's.
 */
import { BARE_DOMAIN, trimUrl, URL_WITH_SCHEME } from '#server/resume-engine/parse/contact.ts';
import { unescapeMarkdown } from '#server/resume-engine/parse/markdown-lines.ts';
import type { TResumeDocument } from '#server/resume-engine/parse/types.ts';
import { faultPenalty, joinWords, lineRefs, type TCheck, type TCheckContext } from './check.ts';

/** The machine's own and private-network hosts: they open only where the writer sits. */
const LOCAL_HOST = String.raw`(?:localhost|127(?:\.\d{1,3}){3}|0\.0\.0\.0|10(?:\.\d{1,3}){3}|192\.168(?:\.\d{1,3}){2}|172\.(?:1[6-9]|2\d|3[01])(?:\.\d{1,3}){2})`;
const PATH = String.raw`[^\s<>()|,;"']`;
/** A local address written as a link, with its scheme: a link wherever it stands. */
const LOCAL_URL = new RegExp(String.raw`\b(?:https?|ftp):\/\/${LOCAL_HOST}(?::\d+)?(?:\/${PATH}*)?`, 'gi');
/**
 * A local address without a scheme, with a port or a path: a link where links are offered (the
 * header, a project), a detail of the work in a job's bullet ('exposed metrics on localhost:9090').
 */
const LOCAL_ADDRESS = new RegExp(String.raw`(?<![\w.@/:-])${LOCAL_HOST}(?::\d+(?:\/${PATH}*)?|\/${PATH}+)`, 'gi');
/** A path on the writer's disk. */
const FILE_LINK = /\bfile:\/\/\/?[^\s<>()|,;"']+/gi;

/** The reserved example domains (RFC 2606) and a template's 'your…' names, in a host or a path. */
const PLACEHOLDER_HOST = /(?:^|\.)example\.(?:com|org|net)$|^(?:[\w-]+\.)*your[-_]?[a-z]*\.|(?:^|[.-])(?:link-?here|tbd|placeholder)\./i;
const PLACEHOLDER_PATH = /\/(?:your[-_]?[a-z]*|user-?name|link-?here|tbd)(?:[/?#]|$)/i;

const hostOf = (url: string) =>
  url
    .replace(/^[a-z]+:\/\//i, '')
    .split(/[/?#:]/)[0]
    ?.toLowerCase() ?? '';

const isPlaceholderLink = (url: string) => {
  const host = hostOf(url);
  return PLACEHOLDER_HOST.test(host) || PLACEHOLDER_PATH.test(url.replace(/^[a-z]+:\/\//i, '').slice(host.length));
};

/** The lines of the projects: where a bare domain or address is a link to the work. */
function getProjectLines(document: TResumeDocument): Set<number> {
  return new Set(
    document.projects.flatMap((project) => [
      ...project.headerLines,
      ...[...project.bullets, ...project.description].flatMap((item) => item.lines),
    ]),
  );
}

/** The lines that offer links: the header, the contact section and the projects. */
function getLinkLines(document: TResumeDocument): Set<number> {
  const contactItems = document.sections.filter((section) => section.kind === 'contact').flatMap((section) => section.items);
  return new Set([...getProjectLines(document), ...[...document.preamble, ...contactItems].flatMap((item) => item.lines)]);
}

/** Every link of the resume that cannot open for a recruiter, once each, with its line. */
export function findUnreachableLinks(context: TCheckContext): { url: string; line: number }[] {
  const { document } = context;
  const projectLines = getProjectLines(document);
  const linkLines = getLinkLines(document);
  const found = new Map<string, { url: string; line: number }>();
  const add = (url: string, line: number) => {
    const key = url.toLowerCase();
    if (!found.has(key)) found.set(key, { url, line });
  };
  for (const line of document.lines) {
    if (line.kind === 'blank' || line.isPlaceholder) continue;
    const source = unescapeMarkdown(line.raw);
    for (const [url] of source.matchAll(LOCAL_URL)) add(trimUrl(url), line.line);
    if (linkLines.has(line.line)) for (const [address] of source.matchAll(LOCAL_ADDRESS)) add(trimUrl(address), line.line);
    for (const [url] of source.matchAll(FILE_LINK)) add(trimUrl(url), line.line);
  }
  // Full web addresses anywhere and bare domains in the header are the parser's links; bare domains
  // ('yourname.dev') are links in a project's lines too.
  for (const link of document.contact.links) if (isPlaceholderLink(link.url)) add(link.url, link.line);
  for (const line of document.lines.filter((item) => projectLines.has(item.line))) {
    for (const [domain] of line.text.replace(URL_WITH_SCHEME, ' ').matchAll(BARE_DOMAIN))
      if (isPlaceholderLink(trimUrl(domain))) add(trimUrl(domain), line.line);
  }
  return [...found.values()].sort((a, b) => a.line - b.line);
}

// A link that opens nothing reads as unfinished work: charged like the other coherence faults (decision 041).
const UNREACHABLE_OVERALL_PENALTY = 2;
const UNREACHABLE_OVERALL_PENALTY_MAX = 3;

export const unreachableLinksCheck: TCheck = {
  id: 'unreachable-links',
  category: 'contact',
  weight: 2,
  atsWeight: 0,
  run(context) {
    const links = findUnreachableLinks(context);
    // Nothing to charge: no score, so working links neither lift nor lower the category.
    if (links.length === 0) return null;
    return {
      score: 0,
      overallPenalty: faultPenalty(links.length, UNREACHABLE_OVERALL_PENALTY, UNREACHABLE_OVERALL_PENALTY_MAX),
      findings: [
        {
          title: 'Fix links a recruiter cannot open',
          description: `${joinWords(links.map((link) => `'${link.url}'`))} ${links.length === 1 ? 'opens' : 'open'} only on your own machine or network, or ${links.length === 1 ? 'is' : 'are'} left from a template. A recruiter who clicks sees nothing: link the published site, the repository or the live demo, or leave the link out.`,
          impact: 'medium',
          lines: lineRefs(context, links),
        },
      ],
      strengths: [],
    };
  },
};
