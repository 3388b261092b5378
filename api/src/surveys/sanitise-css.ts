/** The longest style sheet a survey serves. */
const maxCssLength = 20_000;

/**
 * A survey's own style sheet, made safe to serve to anonymous visitors: no `@import`, no
 * `expression()` or script URLs, no `url()` that leaves the page's origin (tracking pixels,
 * fonts from elsewhere). Comments and backslash escapes go first, as both can spell a banned
 * word in pieces (`@im/ ** /port`, `\75 rl(`); `<` goes too, so the text cannot end a style element.
 */
export function sanitiseCss(input: string): string {
  let css = input.slice(0, maxCssLength);
  css = css.replace(/\/\*[\s\S]*?(\*\/|$)/g, ' ');
  css = css
    .split('\u0000')
    .join('')
    .replace(/[\\<\uE000]/g, '');
  css = css.replace(/@import[^;{}]*;?/gi, '');
  // allowed URLs wait behind placeholders while the banned words go
  const kept: string[] = [];
  css = css.replace(/url\s*\(\s*(['"]?)([^'")]*)\1\s*\)/gi, (_match, _quote: string, target: string) => {
    if (!sameOriginUrl(target.trim())) return 'none';
    kept.push(`url("${target.trim()}")`);
    return `\uE000${kept.length - 1}\uE000`;
  });
  // what the patterns above did not take (an unterminated url(, nested tricks) goes as a word
  let previous: string;
  do {
    previous = css;
    css = css.replace(
      /@import|expression\s*\(|url\s*\(|javascript\s*:|vbscript\s*:|-moz-binding|behavior\s*:/gi,
      '',
    );
  } while (css !== previous);
  return css.replace(/\uE000(\d+)\uE000/g, (_match, index: string) => kept[Number(index)] ?? '').trim();
}

/** A path on this origin, or an inline image; never a scheme or a protocol-relative URL. */
function sameOriginUrl(target: string): boolean {
  if (/^data:image\/(png|gif|jpeg|webp);base64,[A-Za-z0-9+/=]+$/i.test(target)) return true;
  if (target.startsWith('//')) return false;
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return false;
  return /^[A-Za-z0-9/_.\-#?=&%]+$/.test(target);
}
