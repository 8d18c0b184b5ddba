// Placeholder images for the `/media/` URL scheme (docs/fixtures.md): a deterministic SVG with a background
// colour derived from the id and the entity's name as text. Same URL, same bytes, so they cache forever.
import { createHash } from 'node:crypto';

export const IMAGE_SIZES: Record<string, { width: number; height: number }> = {
  max: { width: 1200, height: 1200 },
  large: { width: 800, height: 800 },
  medium: { width: 400, height: 400 },
  small: { width: 160, height: 160 },
  icon: { width: 64, height: 40 },
};

export const escapeXml = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** Splits a label into at most three lines of about `width` characters. */
const wrap = (text: string, width: number): string[] => {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (current && (current + ' ' + word).length > width) {
      lines.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  if (current) lines.push(current);
  if (lines.length > 3) return [...lines.slice(0, 2), `${lines[2]}…`];
  return lines;
};

export const placeholderSvg = (key: string, label: string, size: string, variant = 1): string => {
  const { width, height } = IMAGE_SIZES[size] ?? IMAGE_SIZES.large!;
  const digest = createHash('sha1').update(key).digest();
  const hue = (digest[0]! * 360) / 256;
  const hue2 = (hue + 30 + variant * 25) % 360;
  const small = width < 120;
  const fontSize = small ? 10 : Math.round(width / 16);
  const lines = small ? [] : wrap(label, 18);
  const startY = height / 2 - ((lines.length - 1) * fontSize * 1.25) / 2;
  const text = lines
    .map(
      (line, i) =>
        `<text x="50%" y="${(startY + i * fontSize * 1.25).toFixed(1)}" font-size="${fontSize}" text-anchor="middle" dominant-baseline="middle">${escapeXml(line)}</text>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue.toFixed(0)} 45% 78%)"/><stop offset="1" stop-color="hsl(${hue2.toFixed(0)} 40% 62%)"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#g)"/>` +
    `<g font-family="system-ui, sans-serif" fill="#1d1d1f">${text}</g></svg>`
  );
};
