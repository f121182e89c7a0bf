import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { App } from './App.tsx';

/** The page as a server renders it: its HTML and the CSS styled-components collected. */
export function render(): { html: string; css: string } {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(<App />));
    return { html, css: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
