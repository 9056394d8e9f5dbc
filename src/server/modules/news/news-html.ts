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

/** Tags that end a line themselves: a line break typed beside one is only the source's layout. */
const LINE_ENDING_TAG = /^<\/?(p|br|ul|ol|li|h2|h3|h4|blockquote)[\s/>]/i;

/**
 * The author's line breaks as <br />, in plain text and in text mixed with HTML alike ('As quebras
 * de linha são mantidas', the form promises). A break beside a paragraph, list item, heading or
 * <br> is left as whitespace: that tag already ends the line. `clean` is sanitizer output, where
 * every `<` and `>` in text or attributes is escaped, so a `<...>` is always a tag.
 */
function keepLineBreaks(clean: string): string {
  const parts = clean.split(/(<[^>]*>)/);
  const endsLine = (index: number) => index < 0 || index >= parts.length || LINE_ENDING_TAG.test(parts[index]!);
  return parts
    .map((part, index) => {
      if (index % 2 === 1 || !part.includes('\n')) return part;
      // Found by trimming, not by a regular expression, which could backtrack on long blank runs.
      const head = part.slice(0, part.length - part.trimStart().length);
      const leading = endsLine(index - 1) ? head.slice(0, head.lastIndexOf('\n') + 1) : '';
      const rest = part.slice(leading.length);
      const tail = rest.slice(rest.trimEnd().length);
      const trailing = endsLine(index + 1) && tail.includes('\n') ? tail.slice(tail.indexOf('\n')) : '';
      const middle = rest.slice(0, rest.length - trailing.length).replace(/\r?\n/g, '<br />');
      return leading + middle + trailing;
    })
    .join('');
}

/**
 * What a reader's page renders: the stored content cleaned again, its line breaks kept, and links
 * opening in a new tab without handing the page over (rel="noopener noreferrer"). The breaks are
 * added before the last clean, so nothing added here skips the allow-list.
 */
export function newsContentHtml(stored: string): string {
  return sanitizeHtml(keepLineBreaks(sanitizeNewsContent(stored)), {
    ...allowList,
    allowedAttributes: { a: ['href', 'target', 'rel'] },
    transformTags: {
      ...allowList.transformTags,
      a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
    },
  });
}
