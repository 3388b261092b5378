import { commentParts } from '@strata/api/contract/comment-text';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A comment's text, collapsed to 10.64em (spec 001 section 9) with Show More / Show Less when
 * it is taller than that. Mentions show as @Name; line breaks are kept (CSS pre-wrap).
 */
export function CollapsibleBody({ text }: { text: string }) {
  const { t } = useTranslation('feed');
  const ref = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  const [expanded, setExpanded] = useState(false);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      // measured collapsed: expanded content is always taller than the box
      if (!element.classList.contains('expanded'))
        setOverflows(element.scrollHeight > element.clientHeight + 1);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <>
      <div ref={ref} className={`feed-body${expanded ? ' expanded' : ''}`}>
        {commentParts(text).map((part, index) =>
          part.kind === 'text' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: parts of one text never reorder
            <span key={index}>{part.text}</span>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: parts of one text never reorder
            <span key={index} className="feed-mention" data-user={part.id}>
              @{part.name}
            </span>
          ),
        )}
      </div>
      {(overflows || expanded) && (
        <button
          type="button"
          className="button link feed-more"
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? t('showLess') : t('showMore')}
        </button>
      )}
    </>
  );
}
