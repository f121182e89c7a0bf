import styled from 'styled-components';
import { focusRing } from '../styles/focusRing.ts';

export const Carousel = styled.section`
  position: relative;
  overflow: hidden;
  border-radius: var(--ds-radius-lg);
  background: var(--ds-color-primary);

  .ds-carousel-slide {
    --slide-bg: var(--ds-color-primary);
    --slide-fg: var(--ds-color-on-primary);
    display: flex;
    flex-direction: column;
    justify-content: center;
    gap: var(--ds-space-3);
    min-block-size: 16rem;
    padding: var(--ds-space-6) var(--ds-space-6) var(--ds-space-8);
    background: var(--slide-bg);
    color: var(--slide-fg);
  }
  /* Only a slide that replaces another fades in: the first one is there from the first paint. */
  [data-has-moved] > .ds-carousel-slide {
    animation: ds-slide-in var(--ds-duration-slow) ease-out;
  }
  .ds-carousel-slide[data-tone='accent'] {
    --slide-bg: var(--ds-color-accent);
    --slide-fg: var(--ds-color-on-accent);
  }
  .ds-carousel-slide[hidden] {
    display: none;
  }
  .ds-carousel-slide h2 {
    margin: 0;
    font-size: var(--ds-font-size-2xl);
    line-height: 1.2;
  }
  .ds-carousel-slide p {
    margin: 0;
    max-inline-size: 40rem;
  }
  @keyframes ds-slide-in {
    from {
      opacity: 0;
    }
  }

  .ds-carousel-controls {
    position: absolute;
    inset-block-end: var(--ds-space-3);
    inset-inline: var(--ds-space-3);
    display: flex;
    align-items: center;
    gap: var(--ds-space-2);
  }
  .ds-carousel-picker {
    display: flex;
    gap: var(--ds-space-1);
    margin-inline-start: auto;
  }
  .ds-carousel-button {
    display: grid;
    place-items: center;
    inline-size: 44px;
    block-size: 44px;
    padding: 0;
    border: 2px solid var(--ds-color-on-primary);
    border-radius: var(--ds-radius-pill);
    background: rgb(0 0 0 / 0.45);
    color: #fff;
    cursor: pointer;
  }
  .ds-carousel-button[data-hovered] {
    background: rgb(0 0 0 / 0.7);
  }
  .ds-carousel-button[data-focus-visible] {
    ${focusRing}
  }
  .ds-carousel-dot::before {
    content: '';
    inline-size: 12px;
    block-size: 12px;
    border-radius: 50%;
    border: 2px solid #fff;
  }
  .ds-carousel-dot[aria-current='true']::before {
    background: #fff;
  }
  svg {
    inline-size: 20px;
    block-size: 20px;
  }
`;
