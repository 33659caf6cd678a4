/**
 * The part of the WebAssembly global that the roster proposal uses (propose-roster.ts compiles
 * HiGHS once and hands it to every worker). Node has the global; the ES libraries the server
 * is type-checked with do not declare it, and the DOM's would bring in a browser.
 */
declare namespace WebAssembly {
  /** Compiled code: opaque here, cloned into a worker's workerData, instantiated by HiGHS. */
  class Module {
    private constructor();
  }
  function compile(bytes: Uint8Array): Promise<Module>;
}
