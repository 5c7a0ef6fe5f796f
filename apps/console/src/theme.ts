import { Badge, createTheme } from '@mantine/core';

/** Chinese UI fonts first so Hanzi never fall back to a serif face. */
const fontFamily =
  '-apple-system, BlinkMacSystemFont, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Segoe UI", Roboto, sans-serif';

export const theme = createTheme({
  primaryColor: 'teal',
  fontFamily,
  headings: { fontFamily },
  defaultRadius: 'md',
  components: {
    // Mantine's badge clips its label (overflow hidden), so a table squeezing its column cut a
    // status to 补充资… ; a status is short: its column makes room for it instead.
    Badge: Badge.extend({ styles: { root: { minWidth: 'max-content' } } }),
  },
});
