/**
 * The inert first pass over staff-written HTML: parsed in a <template> (which runs and loads nothing),
 * it drops scripts, frames, forms, embedded SVG/MathML, event handlers, styles and script/data URLs.
 * The real sanitiser (the browser's own, or DOMPurify) runs after it; this pass keeps the obviously
 * dangerous parts out even where that one cannot work properly.
 */
const DROPPED =
  'script,style,iframe,frame,frameset,object,embed,applet,link,meta,base,form,input,button,textarea,select,option,svg,math,template,noscript';
const URL_ATTRIBUTES = /^(href|src|xlink:href|action|formaction|poster|background|cite|srcset)$/;

export function stripDangerous(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const root = template.content;
  root.querySelectorAll(DROPPED).forEach((el) => el.remove());
  root.querySelectorAll('*').forEach((el) => {
    for (const { name } of [...el.attributes]) {
      const lower = name.toLowerCase();
      // Browsers ignore whitespace and control characters inside a scheme ("java\tscript:").
      // eslint-disable-next-line no-control-regex
      const value = (el.getAttribute(name) ?? '').replace(/[\s\u0000-\u001f]+/g, '').toLowerCase();
      const badUrl =
        URL_ATTRIBUTES.test(lower) &&
        /^(javascript|vbscript|data):/.test(value) &&
        !(lower === 'src' && value.startsWith('data:image/'));
      if (lower.startsWith('on') || lower === 'style' || lower === 'srcdoc' || badUrl)
        el.removeAttribute(name);
    }
  });
  return template.innerHTML;
}

/** Links to other sites open in a new tab, without access to this one. */
export function openLinksOutside(root: ParentNode): void {
  root.querySelectorAll('a[href]').forEach((a) => {
    if (/^https?:/i.test(a.getAttribute('href') ?? '')) {
      a.setAttribute('target', '_blank');
      a.setAttribute('rel', 'noopener noreferrer');
    }
  });
}
