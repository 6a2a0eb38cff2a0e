// Matchers that say what a user would notice: visible, enabled, its text, where a link goes.
import '@testing-library/jest-dom/vitest';
