// Mantine's PostCSS preset: rem/em functions and light-dark/breakpoint mixins in *.module.css.
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
  },
};
