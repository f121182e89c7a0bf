/**
 * Drawn portraits for the demo lecturers (decision 0047): an illustration per lecturer, drawn as
 * SVG and turned into the two photo sizes by the same resizing an uploaded photo goes through, so
 * the demo site looks like a real one without shipping or fetching anyone's photograph.
 */

const SKIN = ['#c68b59', '#d9a066', '#b57a4a', '#e0ac7e', '#a86f45', '#cf9a6b'];
const HAIR = ['#1f1a17', '#2b211c', '#3a2a20', '#161312', '#4a3526', '#2a2422'];
const SHIRT = ['#1d4e89', '#7a2e3b', '#2f6b4f', '#5b3f8c', '#a4532b', '#2c5d6f'];
const BACKDROP = [
  ['#dbe8f5', '#b7cfe8'],
  ['#f3e3d3', '#e5c7a8'],
  ['#e0efe4', '#bcd9c5'],
  ['#ebe2f3', '#cdbde3'],
  ['#f5e6dc', '#e8c4ae'],
  ['#dcecef', '#b5d3d9'],
];

export interface PortraitLook {
  /** Long hair, and a blouse instead of a collared shirt. */
  feminine: boolean;
  /** Which of the palettes, so neighbours on a page differ. */
  index: number;
}

/** An SVG portrait, 400 by 400: backdrop, shoulders, face, hair, eyes, brows, nose and smile. */
export function portraitSvg({ feminine, index }: PortraitLook): string {
  const pick = <T>(list: readonly T[]) => list[index % list.length]!;
  const skin = pick(SKIN);
  const hair = pick(HAIR);
  const shirt = pick(SHIRT);
  const [bgTop, bgBottom] = pick(BACKDROP);
  const glasses = index % 3 === 1;
  const grey = index % 4 === 3 && !feminine;
  const hairColor = grey ? '#8d8a86' : hair;
  const longHair = feminine
    ? `<path d="M118 190 C 108 110 150 68 200 68 C 252 68 294 110 284 190 L 296 330 L 104 330 Z" fill="${hairColor}"/>`
    : '';
  const topHair = feminine
    ? `<path d="M126 176 C 122 112 160 80 202 80 C 246 80 280 112 276 170 C 250 132 214 118 176 124 C 158 140 140 158 126 176 Z" fill="${hairColor}"/>`
    : `<path d="M128 168 C 122 104 162 78 204 80 C 248 82 282 110 274 168 C 268 140 250 120 226 116 C 196 112 160 118 136 140 C 132 148 130 158 128 168 Z" fill="${hairColor}"/>`;
  const collar = feminine
    ? `<path d="M160 300 Q 200 336 240 300" fill="none" stroke="${skin}" stroke-width="18"/>`
    : `<path d="M168 292 L 200 330 L 232 292 L 222 288 L 200 312 L 178 288 Z" fill="#f4f4f4"/>`;
  const specs = glasses
    ? `<g fill="none" stroke="#3b3330" stroke-width="4"><circle cx="172" cy="186" r="19"/><circle cx="228" cy="186" r="19"/><path d="M191 186 h18"/></g>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${bgTop}"/><stop offset="1" stop-color="${bgBottom}"/></linearGradient>
<radialGradient id="face" cx="0.45" cy="0.4" r="0.7"><stop offset="0" stop-color="#fff" stop-opacity="0.18"/><stop offset="1" stop-color="#000" stop-opacity="0.06"/></radialGradient></defs>
<rect width="400" height="400" fill="url(#bg)"/>
${longHair}
<path d="M64 400 C 72 318 128 290 200 290 C 272 290 328 318 336 400 Z" fill="${shirt}"/>
<rect x="176" y="240" width="48" height="62" rx="20" fill="${skin}"/>
<path d="M176 272 Q 200 292 224 272 L 224 262 L 176 262 Z" fill="#000" opacity="0.12"/>
${collar}
<ellipse cx="128" cy="194" rx="12" ry="20" fill="${skin}"/>
<ellipse cx="272" cy="194" rx="12" ry="20" fill="${skin}"/>
<ellipse cx="200" cy="182" rx="72" ry="88" fill="${skin}"/>
<ellipse cx="200" cy="182" rx="72" ry="88" fill="url(#face)"/>
${topHair}
<path d="M152 164 Q 172 154 190 162" fill="none" stroke="${hairColor}" stroke-width="6" stroke-linecap="round"/>
<path d="M210 162 Q 228 154 248 164" fill="none" stroke="${hairColor}" stroke-width="6" stroke-linecap="round"/>
<ellipse cx="172" cy="187" rx="10" ry="7" fill="#fff"/><circle cx="173" cy="187" r="5" fill="#2a1d16"/>
<ellipse cx="228" cy="187" rx="10" ry="7" fill="#fff"/><circle cx="229" cy="187" r="5" fill="#2a1d16"/>
${specs}
<path d="M200 196 Q 194 220 200 226 Q 206 228 212 224" fill="none" stroke="#000" stroke-opacity="0.22" stroke-width="4" stroke-linecap="round"/>
<ellipse cx="160" cy="220" rx="12" ry="7" fill="#e0605a" opacity="0.16"/><ellipse cx="240" cy="220" rx="12" ry="7" fill="#e0605a" opacity="0.16"/>
<path d="M176 238 Q 200 256 224 238" fill="${feminine ? '#b0494b' : '#8c3f3a'}" stroke="#6e2f2c" stroke-width="3" stroke-linecap="round"/>
</svg>`;
}
