import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no layout: Spectrum and the router call these.
window.scrollTo = () => {};
afterEach(() => cleanup());
