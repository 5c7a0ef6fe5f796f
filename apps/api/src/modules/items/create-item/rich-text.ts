import sanitizeHtml from 'sanitize-html';

// One CSS length (or auto), and up to four of them for the margin / padding shorthands.
const LENGTH = String.raw`(?:-?(?:\d+|\d*\.\d+)(?:px|em|rem|%|pt|ex|ch|vw|vh)?|auto)`;
const length = new RegExp(`^${LENGTH}$`);
const lengths = new RegExp(`^${LENGTH}(?:\\s+${LENGTH}){0,3}$`);
const colors = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*[\d.]+%?\s*,\s*[\d.]+%?\s*,\s*[\d.]+%?\s*(?:,\s*[\d.]+%?\s*)?\)$/i, /^[a-z]+$/i];
const oneOf = (...words: string[]) => [new RegExp(`^(?:${words.join('|')})$`, 'i')];

/**
 * The style properties an editor uses to lay out and format text and images, each with the
 * values it may take. Everything else (position, z-index, top/left, transform, backgrounds with
 * url(), behaviours…) is dropped: a provider's detail must not cover or restyle the console.
 */
const LAYOUT_STYLES: Record<string, RegExp[]> = {
  'text-align': oneOf('left', 'right', 'center', 'justify', 'start', 'end'),
  'text-indent': [length],
  'line-height': [/^(?:normal|\d+(?:\.\d+)?)$/, length],
  'vertical-align': [...oneOf('baseline', 'top', 'middle', 'bottom', 'text-top', 'text-bottom', 'sub', 'super'), length],
  margin: [lengths],
  'margin-top': [length],
  'margin-right': [length],
  'margin-bottom': [length],
  'margin-left': [length],
  padding: [lengths],
  'padding-top': [length],
  'padding-right': [length],
  'padding-bottom': [length],
  'padding-left': [length],
  width: [length],
  height: [length],
  'max-width': [length],
  'max-height': [length],
  display: oneOf('block', 'inline', 'inline-block'),
  color: colors,
  'background-color': colors,
  'font-size': [...oneOf('xx-small', 'x-small', 'small', 'medium', 'large', 'x-large', 'xx-large', 'smaller', 'larger'), length],
  'font-weight': oneOf('normal', 'bold', 'bolder', 'lighter', '[1-9]00'),
  'font-style': oneOf('normal', 'italic', 'oblique'),
  'font-family': [/^[\w\s,'"\-\u4e00-\u9fff]+$/],
  'text-decoration': [/^(?:none|underline|overline|line-through)(?:\s+(?:underline|overline|line-through))*$/i],
  'letter-spacing': [...oneOf('normal'), length],
  'white-space': oneOf('normal', 'nowrap', 'pre', 'pre-wrap', 'pre-line'),
  'border-collapse': oneOf('collapse', 'separate'),
};

/**
 * Rich text from a form (a provider's detail, an activity's content): keep formatting and layout, drop scripts, event handlers
 * and any style outside LAYOUT_STYLES. Inline images (seed 000 §9: up to 5120 bytes) arrive as
 * data: URLs, so data: is allowed on img only; images may also float beside the text.
 */
export const sanitizeDetail = (html: unknown) =>
  typeof html === 'string'
    ? sanitizeHtml(html, {
        allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'span'],
        allowedAttributes: { ...sanitizeHtml.defaults.allowedAttributes, '*': ['style'], img: ['src', 'alt', 'width', 'height'] },
        allowedStyles: { '*': LAYOUT_STYLES, img: { float: oneOf('left', 'right', 'none') } },
        allowedSchemes: ['http', 'https', 'mailto'],
        allowedSchemesByTag: { img: ['http', 'https', 'data'] },
      })
    : html;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * An activity's content: rich html from an editor, or plain text from a textarea (then each
 * paragraph becomes a <p> and each line break a <br>, so the drawer shows what was typed).
 * Either way what is stored is sanitized html.
 */
export const sanitizeRichText = (content: unknown) => {
  if (typeof content !== 'string' || /<[a-z!/]/i.test(content)) return sanitizeDetail(content);
  const paragraphs = content
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\r?\n/g, '<br />')}</p>`);
  return sanitizeDetail(paragraphs.join(''));
};
