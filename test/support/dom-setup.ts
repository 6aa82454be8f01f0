import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts after each test only when test globals exist; we do not use them.
afterEach(() => cleanup());
