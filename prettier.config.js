export default {
  printWidth: 140,
  singleQuote: true,
  plugins: ['prettier-plugin-tailwindcss'],
  tailwindStylesheet: './src/client/styles.css',
  tailwindFunctions: ['cn', 'cva'],
};
