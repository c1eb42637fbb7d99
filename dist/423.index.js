export const id = 423;

export const ids = [ 423 ];

export const modules = {
  25423: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      downloadArtifactWithRest: () => downloadArtifactWithRest
    });
    var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
    var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = __webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
    var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
    var node_fs__WEBPACK_IMPORTED_MODULE_1___default = __webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
    var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51455);
    var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = __webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
    var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
    var node_path__WEBPACK_IMPORTED_MODULE_3___default = __webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
    var node_stream__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(57075);
    var node_stream__WEBPACK_IMPORTED_MODULE_4___default = __webpack_require__.n(node_stream__WEBPACK_IMPORTED_MODULE_4__);
    var node_stream_promises__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(46466);
    var node_stream_promises__WEBPACK_IMPORTED_MODULE_5___default = __webpack_require__.n(node_stream_promises__WEBPACK_IMPORTED_MODULE_5__);
    var yauzl__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(20663);
    var _errors_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(83916);
    var _net_proxy_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(51987);
    const BLOB_DOWNLOAD_TIMEOUT_MS = 12e4;
    const DEFAULT_ZIP_LIMITS = Object.freeze({
      entries: 1e3,
      entryBytes: 256 * 1024 * 1024,
      totalBytes: 512 * 1024 * 1024
    });
    async function downloadArtifactWithRest(octokit, download) {
      const response = await octokit.request("GET /repos/{owner}/{repo}/actions/artifacts/{artifact_id}/{archive_format}", {
        owner: download.owner,
        repo: download.repo,
        artifact_id: download.artifactId,
        archive_format: "zip",
        request: {
          redirect: "manual"
        }
      });
      const location = response.headers.location;
      if (!location) throw new Error(`GET /repos/${download.owner}/${download.repo}/actions/artifacts/${download.artifactId}/zip answered HTTP ${response.status} without a download URL (Location)`);
      const zipPath = `${node_path__WEBPACK_IMPORTED_MODULE_3___default().resolve(download.dir)}.download.zip`;
      try {
        const sha256 = await fetchBlob(location, download.maxBytes, zipPath);
        if (download.digest !== null && `sha256:${sha256}` !== download.digest.toLowerCase()) throw new Error(`the downloaded zip does not match the digest GitHub lists for artifact ${download.artifactId}`);
        await unzipInto(zipPath, download.dir, download.limits ?? DEFAULT_ZIP_LIMITS);
      } finally {
        await (0, node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(zipPath, {
          force: true
        }).catch(() => undefined);
      }
    }
    async function fetchBlob(location, maxBytes, target) {
      const host = safeHost(location);
      const via = (0, _net_proxy_js__WEBPACK_IMPORTED_MODULE_8__.EU)(location);
      let response;
      try {
        response = await (0, _net_proxy_js__WEBPACK_IMPORTED_MODULE_8__.Fm)(location, {
          signal: AbortSignal.timeout(BLOB_DOWNLOAD_TIMEOUT_MS)
        });
      } catch (error) {
        throw new Error(`could not download the zip from ${host}${via}: ${describeFetchError(error)}`, {
          cause: error
        });
      }
      if (!response.ok) {
        await (response.body?.cancel().catch(() => undefined));
        throw new Error(`downloading the zip from ${host}${via} failed with HTTP ${response.status}`);
      }
      const hash = (0, node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256");
      let bytes = 0;
      const counted = new node_stream__WEBPACK_IMPORTED_MODULE_4__.Transform({
        transform(chunk, _encoding, done) {
          bytes += chunk.byteLength;
          if (bytes > maxBytes) {
            done(new Error(`the zip from ${host} is larger than the ${maxBytes} bytes read as a previous snapshot`));
            return;
          }
          hash.update(chunk);
          done(null, chunk);
        }
      });
      const body = response.body ?? node_stream__WEBPACK_IMPORTED_MODULE_4__.Readable.toWeb(node_stream__WEBPACK_IMPORTED_MODULE_4__.Readable.from([]));
      await (0, node_stream_promises__WEBPACK_IMPORTED_MODULE_5__.pipeline)(node_stream__WEBPACK_IMPORTED_MODULE_4__.Readable.fromWeb(body), counted, (0, 
      node_fs__WEBPACK_IMPORTED_MODULE_1__.createWriteStream)(target));
      return hash.digest("hex");
    }
    async function unzipInto(zipPath, dir, limits) {
      const root = node_path__WEBPACK_IMPORTED_MODULE_3___default().resolve(dir);
      const zipfile = await yauzl__WEBPACK_IMPORTED_MODULE_6__.openPromise(zipPath, {
        lazyEntries: true,
        strictFileNames: false,
        validateEntrySizes: true
      });
      try {
        if (zipfile.entryCount > limits.entries) throw new Error(`the zip holds ${zipfile.entryCount} entries, more than the ${limits.entries} read as a previous snapshot`);
        let total = 0;
        for (;;) {
          const entry = await nextEntry(zipfile);
          if (entry === undefined) break;
          if (entry.fileName.endsWith("/")) continue;
          const target = node_path__WEBPACK_IMPORTED_MODULE_3___default().resolve(root, entry.fileName);
          if (!target.startsWith(root + node_path__WEBPACK_IMPORTED_MODULE_3___default().sep)) throw new Error(`the zip holds a file outside its folder: ${JSON.stringify(entry.fileName)}`);
          const name = JSON.stringify(entry.fileName.slice(0, 200));
          if (entry.uncompressedSize > limits.entryBytes) throw new Error(`the zip's entry ${name} declares ${entry.uncompressedSize} bytes, more than the ${limits.entryBytes} read as one file of a previous snapshot`);
          if (total + entry.uncompressedSize > limits.totalBytes) throw new Error(`the zip's entries declare more than the ${limits.totalBytes} bytes in all read as a previous snapshot`);
          const stream = await new Promise((resolve, reject) => zipfile.openReadStream(entry, (error, s) => error ? reject(error) : resolve(s)));
          stream.on("error", () => undefined);
          let written = 0;
          const bounded = new node_stream__WEBPACK_IMPORTED_MODULE_4__.Transform({
            transform(chunk, _encoding, done) {
              written += chunk.byteLength;
              if (written > limits.entryBytes || total + written > limits.totalBytes) {
                done(new Error(`the zip's entry ${name} inflates past the bytes read as a previous snapshot`));
                return;
              }
              done(null, chunk);
            }
          });
          await (0, node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)(node_path__WEBPACK_IMPORTED_MODULE_3___default().dirname(target), {
            recursive: true
          });
          await (0, node_stream_promises__WEBPACK_IMPORTED_MODULE_5__.pipeline)(stream, bounded, (0, 
          node_fs__WEBPACK_IMPORTED_MODULE_1__.createWriteStream)(target));
          total += written;
        }
      } finally {
        zipfile.close();
      }
    }
    function nextEntry(zipfile) {
      return new Promise((resolve, reject) => {
        const cleanup = () => {
          zipfile.off("entry", onEntry);
          zipfile.off("end", onEnd);
          zipfile.off("error", onError);
        };
        const onEntry = entry => {
          cleanup();
          resolve(entry);
        };
        const onEnd = () => {
          cleanup();
          resolve(undefined);
        };
        const onError = error => {
          cleanup();
          reject(error);
        };
        zipfile.on("entry", onEntry);
        zipfile.on("end", onEnd);
        zipfile.on("error", onError);
        zipfile.readEntry();
      });
    }
    function safeHost(url) {
      try {
        return new URL(url).host;
      } catch {
        return "blob storage";
      }
    }
    function describeFetchError(error) {
      if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) return `no answer within ${BLOB_DOWNLOAD_TIMEOUT_MS / 1e3} s`;
      const code = (0, _errors_js__WEBPACK_IMPORTED_MODULE_7__.$5)(error, e => {
        const value = e.code;
        return typeof value === "string" && /^E[A-Z]+$/.test(value) ? value : undefined;
      });
      return code ?? (error instanceof Error ? error.message : String(error));
    }
  }
};
