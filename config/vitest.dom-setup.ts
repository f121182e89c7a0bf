// jest-dom matchers (toBeVisible, toHaveValue, ...) and cleanup between tests for jsdom projects.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());
