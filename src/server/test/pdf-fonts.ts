import { execFileSync, spawnSync } from 'node:child_process';

/** Whether poppler's pdffonts is on this machine: CI installs poppler-utils, a developer may lack it. */
export const hasPdffonts = !spawnSync('pdffonts', ['-v']).error;

/**
 * The fonts a PDF uses as pdffonts lists them, by name without the subset's tag ("ABCDEF+"),
 * whether the file carries them and whether only the glyphs used: a font not embedded is drawn
 * with whatever the reader's machine has, which is how names outside Latin-1 turn to noise.
 */
export function pdfFonts(bytes: Buffer) {
  const listing = execFileSync('pdffonts', ['-'], { input: bytes, encoding: 'utf8' });
  return listing
    .split('\n')
    .slice(2)
    .filter((line) => line.trim())
    .map((line) => {
      // The type ("CID TrueType") has spaces; the yes/no columns and the object's id end the line.
      const columns = line.trim().split(/\s+/);
      return { name: columns[0]!.replace(/^[A-Z]{6}\+/, ''), embedded: columns.at(-5) === 'yes', subset: columns.at(-4) === 'yes' };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** What pdfFonts lists for every PDF Plantel writes: both weights of its one font, embedded as subsets. */
export const PLANTEL_PDF_FONTS = [
  { name: 'DejaVuSans', embedded: true, subset: true },
  { name: 'DejaVuSans-Bold', embedded: true, subset: true },
];
