/**
 * Whether a row's content fits its box: the header's top menu stays in the header only while every
 * item fits beside the brand and the top bar, in whatever language and width (ka labels are the
 * longest); otherwise it folds into the left panel before an item is cut or runs under the language
 * switcher. The box is measured against its content's own width (an inner element sized to its
 * content), so a change of language, font or window is seen by one ResizeObserver.
 */
import { useLayoutEffect, useRef, useState } from 'react';

export function fitsIn(box: { clientWidth: number }, content: { scrollWidth: number }): boolean {
  return content.scrollWidth <= box.clientWidth;
}

export function useFits<Box extends HTMLElement, Content extends HTMLElement>() {
  const boxRef = useRef<Box>(null);
  const contentRef = useRef<Content>(null);
  const [fits, setFits] = useState(true);
  useLayoutEffect(() => {
    const box = boxRef.current;
    const content = contentRef.current;
    if (!box || !content) return;
    // Hidden (display: none below 992 px): nothing to decide, the burger's panel has the menu.
    const check = () => {
      if (box.clientWidth > 0) setFits(fitsIn(box, content));
    };
    check();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(check);
    observer.observe(box);
    observer.observe(content);
    return () => observer.disconnect();
  }, []);
  return { boxRef, contentRef, fits };
}
