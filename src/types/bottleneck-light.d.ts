/**
 * `bottleneck/light.js` is Bottleneck without its Redis clustering, the build
 * `@octokit/plugin-throttling` loads; the package types only its main entry, which has the same API.
 */
declare module 'bottleneck/light.js' {
  import Bottleneck from 'bottleneck';
  export default Bottleneck;
}
