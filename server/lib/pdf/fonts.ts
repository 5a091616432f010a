import { createRequire } from 'node:module'
import PDFDocument from 'pdfkit'

/**
 * Noto Sans Arabic (Google Fonts build) covers Arabic and Latin including German umlauts,
 * so one family serves all three languages and mixed Arabic/Latin lines need no fallback.
 */
const require = createRequire(import.meta.url)
const FONT_REGULAR = require.resolve('@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf')
const FONT_BOLD = require.resolve('@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf')

/** Our documents' page margin: 20 mm on every side. */
export const PDF_MARGIN = 20 * (72 / 25.4)

/**
 * An A4 document with our margins and the fonts 'Regular' and 'Bold' registered; `done` gives
 * the finished bytes once the caller ends the document.
 */
export function openPdf(options: Omit<PDFKit.PDFDocumentOptions, 'size' | 'margins'>) {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: PDF_MARGIN, bottom: PDF_MARGIN, left: PDF_MARGIN, right: PDF_MARGIN },
    ...options,
  })
  doc.registerFont('Regular', FONT_REGULAR)
  doc.registerFont('Bold', FONT_BOLD)
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  return { doc, done }
}
