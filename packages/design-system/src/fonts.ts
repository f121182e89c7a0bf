/**
 * The brand typeface, Inter (variable weight), self-hosted through @fontsource: import this
 * module once to load it. It is opt-in because it costs about 130 KB of font files (the Latin
 * and Latin Extended subsets; the peso sign lives in the latter), which a reviewee on a
 * 0.5 Mbps phone pays for before text settles. The token `--ds-font-body` names Inter first
 * and falls back to the system's UI font, so pages without this import use the phone's own.
 * Storybook imports it, so every visual baseline renders with one deterministic font.
 * See docs/decisions/0012-site-uses-system-fonts.md.
 */
import '@fontsource-variable/inter/wght.css';
