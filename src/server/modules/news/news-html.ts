import sanitizeHtml from 'sanitize-html';

/**
 * News content is HTML typed by an administrador (or plain text). It is cleaned with one allow-list
 * when saved and again when served, so no script, style, frame, event handler or javascript: URL
 * can reach a reader even if a row was written some other way (seed, SQL, an older version).
 */
const allowList: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'u', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'a', 'blockquote'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Their text is code or markup, never content: dropped with the tag.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template', 'title', 'svg', 'math'],
  // Common formatting written with other tags keeps its meaning (and a <div> its line).
  transformTags: { b: 'strong', i: 'em', h1: 'h2', h5: 'h4', h6: 'h4', div: 'p' },
};

/** What is stored: the allowed formatting only. */
export function sanitizeNewsContent(content: string): string {
  return sanitizeHtml(content, allowList).trim();
}

/** Content with block structure of its own; without it the author's line breaks are the structure. */
const BLOCK_TAG = /<(p|br|ul|ol|li|h2|h3|h4|blockquote)[\s/>]/i;

/**
 * What a reader's page renders: the stored content cleaned again, links opening in a new tab
 * without handing the page over (rel="noopener noreferrer"), and — for plain text — each line
 * break kept as a <br />.
 */
export function newsContentHtml(stored: string): string {
  const clean = sanitizeNewsContent(stored);
  const plainText = !BLOCK_TAG.test(clean);
  return sanitizeHtml(clean, {
    ...allowList,
    allowedAttributes: { a: ['href', 'target', 'rel'] },
    transformTags: {
      ...allowList.transformTags,
      a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
    },
    textFilter: plainText ? (text) => text.replace(/\r?\n/g, '<br />') : undefined,
  });
}
