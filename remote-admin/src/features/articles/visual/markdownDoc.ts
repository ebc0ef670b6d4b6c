import { markdownBlockLines, markdownPatterns } from '@lapm/articles';
import type { JSONContent } from '@tiptap/core';

/**
 * The visual editor's document and the article's Markdown subset (docs/decisions/0024): the
 * editor loads the text the server stores and saves it back in the same subset, so the server,
 * its blocks and the blog's one renderer never see anything else. Addresses are kept as typed,
 * even refused ones: the server still names them when she saves.
 */

const { LINK, IMAGE, OFFERS, HEADING, ITEM } = markdownPatterns;

function inlineNodes(text: string): JSONContent[] {
  const nodes: JSONContent[] = [];
  const push = (piece: string, href?: string) => {
    if (piece === '') return;
    nodes.push(href === undefined ? { type: 'text', text: piece } : linkText(piece, href));
  };
  let rest = 0;
  for (const match of text.matchAll(LINK)) {
    push(text.slice(rest, match.index));
    push(match[1] ?? '', (match[2] ?? '').trim());
    rest = match.index + match[0].length;
  }
  push(text.slice(rest));
  return nodes;
}

const linkText = (text: string, href: string): JSONContent => ({
  type: 'text',
  text,
  marks: [{ type: 'link', attrs: { href } }],
});

const withContent = (node: JSONContent, content: JSONContent[]): JSONContent =>
  content.length > 0 ? { ...node, content } : node;

function nodeOf(lines: string[]): JSONContent {
  const joined = lines.join(' ');
  const heading = HEADING.exec(joined);
  if (lines.length === 1 && heading) {
    return withContent({ type: 'heading', attrs: { level: 2 } }, inlineNodes((heading[1] ?? '').trim()));
  }
  const image = IMAGE.exec(joined);
  if (image) {
    const [, alt = '', src = '', caption = ''] = image;
    return { type: 'photo', attrs: { src, alt, caption } };
  }
  const offers = OFFERS.exec(joined);
  if (offers) {
    const keys = (offers[1] ?? '')
      .split(',')
      .map((key) => key.trim())
      .filter(Boolean);
    return { type: 'offers', attrs: { keys } };
  }
  if (lines[0] && ITEM.test(lines[0])) {
    const items: string[] = [];
    for (const line of lines) {
      const item = ITEM.exec(line);
      if (item) items.push(item[1] ?? '');
      else items[items.length - 1] += ` ${line}`;
    }
    return {
      type: 'bulletList',
      content: items.map((item) => ({
        type: 'listItem',
        content: [withContent({ type: 'paragraph' }, inlineNodes(item))],
      })),
    };
  }
  return withContent({ type: 'paragraph' }, inlineNodes(joined));
}

/** The editor's document for an article's Markdown. */
export function docFromMarkdown(markdown: string): JSONContent {
  const content = markdownBlockLines(markdown).map(nodeOf);
  return { type: 'doc', content: content.length > 0 ? content : [{ type: 'paragraph' }] };
}

/** Square brackets would end a link's or a photo's text early: they are left out of it. */
const bracketless = (text: string) => text.replace(/[[\]]/g, '');

function inlineMarkdown(content: readonly JSONContent[] = []): string {
  let markdown = '';
  let link: { href: string; text: string } | null = null;
  const closeLink = () => {
    if (link) markdown += `[${bracketless(link.text)}](${link.href})`;
    link = null;
  };
  for (const node of content) {
    const text = node.type === 'text' ? (node.text ?? '') : ' ';
    const href = node.marks?.find((mark) => mark.type === 'link')?.attrs?.href as string | undefined;
    if (href && link?.href === href) link.text += text;
    else {
      closeLink();
      if (href) link = { href, text };
      else markdown += text;
    }
  }
  closeLink();
  return markdown.replace(/\s+/g, ' ').trim();
}

function photoMarkdown(attrs: Record<string, unknown> = {}): string {
  const caption = String(attrs.caption ?? '')
    .replace(/"/g, '”')
    .trim();
  return `![${bracketless(String(attrs.alt ?? ''))}](${String(attrs.src ?? '')}${caption ? ` "${caption}"` : ''})`;
}

function blockMarkdown(node: JSONContent): string {
  switch (node.type) {
    case 'heading': {
      const text = inlineMarkdown(node.content);
      return text && `## ${text}`;
    }
    case 'bulletList':
      return (node.content ?? [])
        .map((item) => inlineMarkdown((item.content ?? []).flatMap((child) => child.content ?? [])))
        .filter(Boolean)
        .map((item) => `- ${item}`)
        .join('\n');
    case 'photo':
      return photoMarkdown(node.attrs);
    case 'offers':
      return `{{formules: ${((node.attrs?.keys as string[] | undefined) ?? []).join(', ')}}}`;
    default:
      return inlineMarkdown(node.content);
  }
}

/** The article's Markdown for the editor's document: one block a paragraph, empty ones left out. */
export function markdownFromDoc(doc: JSONContent): string {
  return (doc.content ?? []).map(blockMarkdown).filter(Boolean).join('\n\n');
}
