/**
 * The drawn width of axis texts. In a browser a canvas measures them in the page's font; where
 * there is no canvas (server rendering, unit tests) an estimate from the font size stands in:
 * an average glyph is about 0.6 of the size wide in the sans-serif fonts the app uses.
 */
export type MeasureText = (text: string) => number;

const averageGlyph = 0.6;

export function estimateTextWidth(fontSize: number): MeasureText {
  return (text) => Array.from(text).length * fontSize * averageGlyph;
}

let context: CanvasRenderingContext2D | null | undefined;

function canvasContext(): CanvasRenderingContext2D | null {
  if (context === undefined) {
    context = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  }
  return context;
}

/** Measures in the body's font family at `fontSize`, with the estimate as the fallback. */
export function textMeasure(fontSize: number): MeasureText {
  const canvas = canvasContext();
  if (!canvas) return estimateTextWidth(fontSize);
  const family = getComputedStyle(document.body).fontFamily || 'sans-serif';
  const font = `${fontSize}px ${family}`;
  const cache = new Map<string, number>();
  return (text) => {
    let width = cache.get(text);
    if (width === undefined) {
      canvas.font = font;
      width = canvas.measureText(text).width;
      cache.set(text, width);
    }
    return width;
  };
}
