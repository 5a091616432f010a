import type PDFDocument from 'pdfkit'
import { analyseParagraph, type Direction, type VisualRun, visualRuns, wordSpans } from './bidi.ts'

type Doc = InstanceType<typeof PDFDocument>

/**
 * Switches off the font's rtlm mirroring for runs we mirrored already (VisualRun.shapedRtl).
 * fontkit accepts an object of feature tag → boolean for this, but @types/pdfkit only
 * declares the array form, hence the cast. A fresh object each time, because fontkit
 * writes every feature it applied back into the object it was given.
 */
function textOptions(run: VisualRun): PDFKit.Mixins.TextOptions {
  if (!run.shapedRtl) return {}
  return { features: { rtlm: false } as unknown as PDFKit.Mixins.OpenTypeFeatures[] }
}

export interface TextStyle {
  font: string
  size: number
  color: string
  /** Line height as a multiple of the font size. */
  leading: number
}

export interface Frame {
  left: number
  right: number
  top: number
  bottom: number
}

interface LineSpan {
  start: number
  end: number
}

/**
 * Writes flowing paragraphs top to bottom, breaking lines and pages itself.
 *
 * We do our own line breaking instead of pdfkit's wrapper because each line has to go
 * through the bidi algorithm before it is drawn (see bidi.ts); doing it for both
 * directions keeps one code path, so English, German and Arabic paginate the same way.
 */
export class FlowWriter {
  y: number

  constructor(
    private readonly doc: Doc,
    private readonly direction: Direction,
    private readonly frame: Frame,
  ) {
    this.y = frame.top
  }

  /** Starts a new page unless `height` still fits on the current one. */
  ensureSpace(height: number): void {
    if (this.y + height > this.frame.bottom) {
      this.doc.addPage()
      this.y = this.frame.top
    }
  }

  space(height: number): void {
    this.y += height
  }

  lineHeight(style: TextStyle): number {
    return style.size * style.leading
  }

  /**
   * Writes one paragraph aligned to the start side (right for Arabic). `indent` is measured
   * from the start side; a `marker` (bullet) hangs in the indent on the first line.
   */
  paragraph(text: string, style: TextStyle, options: { indent?: number; marker?: string } = {}): void {
    const indent = options.indent ?? 0
    const width = this.frame.right - this.frame.left - indent
    this.applyStyle(style)
    const paragraph = analyseParagraph(text, this.direction)
    const lines = this.breakLines(text, width)
    const height = this.lineHeight(style)
    lines.forEach((line, index) => {
      this.ensureSpace(height)
      if (index === 0 && options.marker) this.drawMarker(options.marker, indent, style)
      this.applyStyle(style)
      this.drawLine(visualRuns(paragraph, line.start, line.end), indent)
      this.y += height
    })
  }

  private applyStyle(style: TextStyle): void {
    this.doc.font(style.font).fontSize(style.size).fillColor(style.color)
  }

  /** Greedy line breaking at spaces; a word longer than the line gets a line of its own. */
  private breakLines(text: string, width: number): LineSpan[] {
    const spaceWidth = this.doc.widthOfString(' ')
    const lines: LineSpan[] = []
    let current: LineSpan | null = null
    let currentWidth = 0
    for (const word of wordSpans(text)) {
      const wordWidth = this.doc.widthOfString(text.slice(word.start, word.end))
      if (current && currentWidth + spaceWidth + wordWidth <= width) {
        current.end = word.end
        currentWidth += spaceWidth + wordWidth
        continue
      }
      if (current) lines.push(current)
      current = { start: word.start, end: word.end }
      currentWidth = wordWidth
    }
    if (current) lines.push(current)
    return lines
  }

  private drawLine(runs: VisualRun[], indent: number): void {
    this.drawRuns(runs, this.y, (total) => (this.direction === 'rtl' ? this.frame.right - indent - total : this.frame.left + indent))
  }

  /** Draws runs left to right; `place` turns the line's total width into its left edge. */
  private drawRuns(runs: VisualRun[], y: number, place: (total: number) => number): void {
    const spaceWidth = this.doc.widthOfString(' ')
    const widths = runs.map((run) => (run.space ? spaceWidth : this.doc.widthOfString(run.text, textOptions(run))))
    let x = place(widths.reduce((sum, width) => sum + width, 0))
    runs.forEach((run, index) => {
      if (!run.space) this.doc.text(run.text, x, y, { ...textOptions(run), lineBreak: false })
      x += widths[index]
    })
  }

  private drawMarker(marker: string, indent: number, style: TextStyle): void {
    this.applyStyle(style)
    const markerWidth = this.doc.widthOfString(marker)
    const gap = style.size * 0.6
    const x = this.direction === 'rtl' ? this.frame.right - indent + gap : this.frame.left + indent - gap - markerWidth
    this.doc.text(marker, x, this.y, { lineBreak: false })
  }

  /** Writes a single line centred in the frame, e.g. a footer, at an explicit y. */
  centredLine(text: string, style: TextStyle, y: number): void {
    this.applyStyle(style)
    const runs = visualRuns(analyseParagraph(text, this.direction), 0, text.length)
    this.drawRuns(runs, y, (total) => (this.frame.left + this.frame.right - total) / 2)
  }
}
