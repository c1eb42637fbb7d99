export const id = 423;

export const ids = [ 423 ];

export const modules = {
  25423: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      downloadArtifactWithRest: () => downloadArtifactWithRest
    });
    var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
    var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = __webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
    var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
    var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = __webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
    var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
    var node_path__WEBPACK_IMPORTED_MODULE_2___default = __webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
    var yauzl__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(20663);
    var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(83916);
    var _net_proxy_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(51987);
    const BLOB_DOWNLOAD_TIMEOUT_MS = 12e4;
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
      const zip = await fetchBlob(location, download.maxBytes);
      if (download.digest !== null) {
        const actual = `sha256:${(0, node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256").update(zip).digest("hex")}`;
        if (actual.toLowerCase() !== download.digest.toLowerCase()) throw new Error(`the downloaded zip does not match the digest GitHub lists for artifact ${download.artifactId}`);
      }
      await unzipInto(zip, download.dir);
    }
    async function fetchBlob(location, maxBytes) {
      const host = safeHost(location);
      const via = (0, _net_proxy_js__WEBPACK_IMPORTED_MODULE_5__.EU)(location);
      let response;
      try {
        response = await (0, _net_proxy_js__WEBPACK_IMPORTED_MODULE_5__.Fm)(location, {
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
      const chunks = [];
      let bytes = 0;
      for await (const chunk of response.body ?? []) {
        bytes += chunk.byteLength;
        if (bytes > maxBytes) {
          await (response.body?.cancel().catch(() => undefined));
          throw new Error(`the zip from ${host} is larger than the ${maxBytes} bytes read as a previous snapshot`);
        }
        chunks.push(Buffer.from(chunk));
      }
      return Buffer.concat(chunks);
    }
    async function unzipInto(zip, dir) {
      const root = node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(dir);
      const zipfile = await yauzl__WEBPACK_IMPORTED_MODULE_3__.fromBufferPromise(zip, {
        lazyEntries: true,
        strictFileNames: false
      });
      try {
        for (;;) {
          const entry = await nextEntry(zipfile);
          if (entry === undefined) break;
          if (entry.fileName.endsWith("/")) continue;
          const target = node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(root, entry.fileName);
          if (!target.startsWith(root + node_path__WEBPACK_IMPORTED_MODULE_2___default().sep)) throw new Error(`the zip holds a file outside its folder: ${JSON.stringify(entry.fileName)}`);
          const stream = await new Promise((resolve, reject) => zipfile.openReadStream(entry, (error, s) => error ? reject(error) : resolve(s)));
          const parts = [];
          for await (const part of stream) parts.push(Buffer.from(part));
          await (0, node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(target), {
            recursive: true
          });
          await (0, node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(target, Buffer.concat(parts));
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
      const code = (0, _errors_js__WEBPACK_IMPORTED_MODULE_4__.$5)(error, e => {
        const value = e.code;
        return typeof value === "string" && /^E[A-Z]+$/.test(value) ? value : undefined;
      });
      return code ?? (error instanceof Error ? error.message : String(error));
    }
  }
};
