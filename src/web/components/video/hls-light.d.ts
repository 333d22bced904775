// hls.js ships the light build (no alternate audio, subtitles or DRM: the site's HLS needs
// none of them) without its own types; they are the full build's.
declare module 'hls.js/light' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}
