import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

/** A TrueType font with the Latin, Greek and Cyrillic letters of all ten languages (č, ł, ő, ß, →). */
const FONT_REGULAR = createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

/**
 * A tagged PDF (issue 29.17): a structure tree screen readers follow (headings, paragraphs,
 * tables in reading order), the document's language and its title shown instead of the file name.
 * Everything drawn goes through `block` (real content) or `artifact` (decoration a reader skips).
 */
export interface TaggedPdf {
  readonly doc: PDFKit.PDFDocument;
  /** The Document element every block hangs under, in reading order. */
  readonly root: PDFKit.PDFStructureElement;
}

/** Structure types the documents use (ISO 32000-1, 14.8.4). */
type BlockType = 'H1' | 'H2' | 'P' | 'TH' | 'TD';

/** An A4 page set up for tagging, with the fonts `regular` and `bold` registered. */
export function taggedPdf(options: { margin: number; language: string; title: string }): TaggedPdf {
  const doc = new PDFDocument({
    size: 'A4',
    margin: options.margin,
    lang: options.language,
    info: { Title: options.title },
    displayTitle: true,
    tagged: true,
    // Tagged PDF with /Lang and structure attributes is PDF 1.4+; 1.7 is what PDF/UA builds on.
    pdfVersion: '1.7',
  });
  doc.registerFont('regular', FONT_REGULAR);
  doc.registerFont('bold', FONT_BOLD);
  const root = doc.struct('Document');
  doc.addStructure(root);
  return { doc, root };
}

/** A grouping element (Table, TR) under `parent`; end it once its children are added. */
export function group(pdf: TaggedPdf, parent: PDFKit.PDFStructureElement, type: 'Table' | 'TR'): PDFKit.PDFStructureElement {
  const element = pdf.doc.struct(type);
  parent.add(element);
  return element;
}

/**
 * Content drawn by `draw`, tagged as `type` under `parent`. A TH gets the scope of the cells it
 * heads ('Column' for a header row, 'Row' for a label before its value).
 */
export function block(pdf: TaggedPdf, parent: PDFKit.PDFStructureElement, type: BlockType, draw: () => void, scope?: 'Row' | 'Column'): void {
  // pdfkit supports `scope` (the Table attribute owner's Scope); its type declarations lack it.
  const options = (scope ? { scope } : {}) as PDFKit.Mixins.StructureElementOptions;
  const element = pdf.doc.struct(type, options);
  parent.add(element);
  element.add(draw);
  element.end();
}

/** Drawing that carries no content (rules, repeated headers on later pages): a reader skips it. */
export function artifact(pdf: TaggedPdf, type: 'Layout' | 'Pagination', draw: () => void): void {
  pdf.doc.markContent('Artifact', { type });
  draw();
  pdf.doc.endMarkedContent();
}

/** Closes the structure tree and the file. */
export function finish(pdf: TaggedPdf): void {
  pdf.root.end();
  pdf.doc.end();
}
