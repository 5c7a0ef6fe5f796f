import { createTheme } from '@mantine/core';

/** Chinese UI fonts first so Hanzi never fall back to a serif face. */
const fontFamily =
  '-apple-system, BlinkMacSystemFont, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Segoe UI", Roboto, sans-serif';

export const theme = createTheme({
  primaryColor: 'teal',
  fontFamily,
  headings: { fontFamily },
  defaultRadius: 'md',
});
