export const id = 789;

export const ids = [ 789 ];

export const modules = {
  96789: (__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.r(__webpack_exports__);
    __webpack_require__.d(__webpack_exports__, {
      normalize_options: () => normalize_options,
      stringify: () => stringify
    });
    const charCodeOfDot = ".".charCodeAt(0);
    const reEscapeChar = /\\(\\)?/g;
    const rePropName = RegExp("[^.[\\]]+" + "|" + "\\[(?:" + "([^\"'][^[]*)" + "|" + "([\"'])((?:(?!\\2)[^\\\\]|\\\\.)*?)\\2" + ")\\]" + "|" + "(?=(?:\\.|\\[\\])(?:\\.|\\[\\]|$))", "g");
    const reIsDeepProp = /\.|\[(?:[^[\]]*|(["'])(?:(?!\1)[^\\]|\\.)*?\1)\]/;
    const reIsPlainProp = /^\w*$/;
    const getTag = function(value) {
      return Object.prototype.toString.call(value);
    };
    const isSymbol = function(value) {
      const type = typeof value;
      return type === "symbol" || type === "object" && value && getTag(value) === "[object Symbol]";
    };
    const isKey = function(value, object) {
      if (Array.isArray(value)) {
        return false;
      }
      const type = typeof value;
      if (type === "number" || type === "symbol" || type === "boolean" || !value || isSymbol(value)) {
        return true;
      }
      return reIsPlainProp.test(value) || !reIsDeepProp.test(value) || object != null && value in Object(object);
    };
    const stringToPath = function(string) {
      const result = [];
      if (string.charCodeAt(0) === charCodeOfDot) {
        result.push("");
      }
      string.replace(rePropName, function(match, expression, quote, subString) {
        let key = match;
        if (quote) {
          key = subString.replace(reEscapeChar, "$1");
        } else if (expression) {
          key = expression.trim();
        }
        result.push(key);
      });
      return result;
    };
    const castPath = function(value, object) {
      if (Array.isArray(value)) {
        return value;
      } else {
        return isKey(value, object) ? [ value ] : stringToPath(value);
      }
    };
    const toKey = function(value) {
      if (typeof value === "string" || isSymbol(value)) return value;
      const result = `${value}`;
      return result == "0" && 1 / value == -Infinity ? "-0" : result;
    };
    const get = function(object, path) {
      path = castPath(path, object);
      let index = 0;
      const length = path.length;
      while (object != null && index < length) {
        object = object[toKey(path[index++])];
      }
      return index && index === length ? object : undefined;
    };
    const is_object = function(obj) {
      return typeof obj === "object" && obj !== null && !Array.isArray(obj);
    };
    const normalize_columns = function(columns) {
      if (columns === undefined || columns === null) {
        return [ undefined, undefined ];
      }
      if (typeof columns !== "object") {
        return [ Error('Invalid option "columns": expect an array or an object') ];
      }
      if (!Array.isArray(columns)) {
        const newcolumns = [];
        for (const k in columns) {
          newcolumns.push({
            key: k,
            header: columns[k]
          });
        }
        columns = newcolumns;
      } else {
        const newcolumns = [];
        for (const column of columns) {
          if (typeof column === "string") {
            newcolumns.push({
              key: column,
              header: column
            });
          } else if (typeof column === "object" && column !== null && !Array.isArray(column)) {
            if (!column.key) {
              return [ Error('Invalid column definition: property "key" is required') ];
            }
            if (column.header === undefined) {
              column.header = column.key;
            }
            newcolumns.push(column);
          } else {
            return [ Error("Invalid column definition: expect a string or an object") ];
          }
        }
        columns = newcolumns;
      }
      return [ undefined, columns ];
    };
    class CsvError extends Error {
      constructor(code, message, ...contexts) {
        if (Array.isArray(message)) message = message.join(" ");
        super(message);
        if (Error.captureStackTrace !== undefined) {
          Error.captureStackTrace(this, CsvError);
        }
        this.code = code;
        for (const context of contexts) {
          for (const key in context) {
            const value = context[key];
            this[key] = Buffer.isBuffer(value) ? value.toString() : value == null ? value : JSON.parse(JSON.stringify(value));
          }
        }
      }
    }
    const underscore = function(str) {
      return str.replace(/([A-Z])/g, function(_, match) {
        return "_" + match.toLowerCase();
      });
    };
    const normalize_options = function(opts) {
      const options = {};
      for (const opt in opts) {
        options[underscore(opt)] = opts[opt];
      }
      if (options.bom === undefined || options.bom === null || options.bom === false) {
        options.bom = false;
      } else if (options.bom !== true) {
        return [ new CsvError("CSV_OPTION_BOOLEAN_INVALID_TYPE", [ "option `bom` is optional and must be a boolean value,", `got ${JSON.stringify(options.bom)}` ]) ];
      }
      if (options.delimiter === undefined || options.delimiter === null) {
        options.delimiter = ",";
      } else if (Buffer.isBuffer(options.delimiter)) {
        options.delimiter = options.delimiter.toString();
      } else if (typeof options.delimiter !== "string") {
        return [ new CsvError("CSV_OPTION_DELIMITER_INVALID_TYPE", [ "option `delimiter` must be a buffer or a string,", `got ${JSON.stringify(options.delimiter)}` ]) ];
      }
      if (options.quote === undefined || options.quote === null) {
        options.quote = '"';
      } else if (options.quote === true) {
        options.quote = '"';
      } else if (options.quote === false) {
        options.quote = "";
      } else if (Buffer.isBuffer(options.quote)) {
        options.quote = options.quote.toString();
      } else if (typeof options.quote !== "string") {
        return [ new CsvError("CSV_OPTION_QUOTE_INVALID_TYPE", [ "option `quote` must be a boolean, a buffer or a string,", `got ${JSON.stringify(options.quote)}` ]) ];
      }
      if (options.quoted === undefined || options.quoted === null) {
        options.quoted = false;
      } else {}
      if (options.escape_formulas === undefined || options.escape_formulas === null) {
        options.escape_formulas = false;
      } else if (typeof options.escape_formulas !== "boolean") {
        return [ new CsvError("CSV_OPTION_ESCAPE_FORMULAS_INVALID_TYPE", [ "option `escape_formulas` must be a boolean,", `got ${JSON.stringify(options.escape_formulas)}` ]) ];
      }
      if (options.quoted_empty === undefined || options.quoted_empty === null) {
        options.quoted_empty = undefined;
      } else {}
      if (options.quoted_match === undefined || options.quoted_match === null || options.quoted_match === false) {
        options.quoted_match = null;
      } else if (!Array.isArray(options.quoted_match)) {
        options.quoted_match = [ options.quoted_match ];
      }
      if (options.quoted_match) {
        for (const quoted_match of options.quoted_match) {
          const isString = typeof quoted_match === "string";
          const isRegExp = quoted_match instanceof RegExp;
          if (!isString && !isRegExp) {
            return [ new CsvError("CSV_OPTION_QUOTED_MATCH", [ "option `quoted_match` must be a string or a regex,", `got ${JSON.stringify(options.quoted_match)}` ]) ];
          }
        }
      }
      if (options.quoted_string === undefined || options.quoted_string === null) {
        options.quoted_string = false;
      } else {}
      if (options.eof === undefined || options.eof === null) {
        options.eof = true;
      } else {}
      if (options.escape === undefined || options.escape === null) {
        options.escape = '"';
      } else if (Buffer.isBuffer(options.escape)) {
        options.escape = options.escape.toString();
      } else if (typeof options.escape !== "string") {
        return [ Error(`Invalid Option: escape must be a buffer or a string, got ${JSON.stringify(options.escape)}`) ];
      }
      if (options.escape.length > 1) {
        return [ Error(`Invalid Option: escape must be one character, got ${options.escape.length} characters`) ];
      }
      if (options.header === undefined || options.header === null || options.header === false) {
        options.header = false;
      } else if (options.header !== true) {
        throw new CsvError("CSV_INVALID_OPTION_HEADER", [ "option `header` is expected to be a boolean,", `got ${JSON.stringify(options.header)}` ], options);
      }
      if (options.header_as_comment === undefined || options.header_as_comment === null || options.header_as_comment === false) {
        options.header_as_comment = false;
      } else if (options.header_as_comment === true) {
        options.header_as_comment = "#";
      } else if (Buffer.isBuffer(options.header_as_comment)) {
        options.header_as_comment = options.header_as_comment.toString();
      } else if (typeof options.header_as_comment !== "string") {
        throw new CsvError("CSV_INVALID_OPTION_HEADER_AS_COMMENT", [ "option `header_as_comment` must be a boolean, a string or a buffer,", `got ${JSON.stringify(options.header_as_comment)}` ], options);
      }
      const [errColumns, columns] = normalize_columns(options.columns);
      if (errColumns !== undefined) return [ errColumns ];
      options.columns = columns;
      if (options.quoted === undefined || options.quoted === null) {
        options.quoted = false;
      } else {}
      if (options.cast === undefined || options.cast === null) {
        options.cast = {};
      } else {}
      if (options.cast.bigint === undefined || options.cast.bigint === null) {
        options.cast.bigint = value => "" + value;
      }
      if (options.cast.boolean === undefined || options.cast.boolean === null) {
        options.cast.boolean = value => value ? "1" : "";
      }
      if (options.cast.date === undefined || options.cast.date === null) {
        options.cast.date = value => "" + value.getTime();
      }
      if (options.cast.number === undefined || options.cast.number === null) {
        options.cast.number = value => "" + value;
      }
      if (options.cast.object === undefined || options.cast.object === null) {
        options.cast.object = value => JSON.stringify(value);
      }
      if (options.cast.string === undefined || options.cast.string === null) {
        options.cast.string = function(value) {
          return value;
        };
      }
      if (options.on_record !== undefined && typeof options.on_record !== "function") {
        return [ Error(`Invalid Option: "on_record" must be a function.`) ];
      }
      if (options.quote_record_delimiter === undefined || options.quote_record_delimiter === null) {
        options.quote_record_delimiter = !options.record_delimiter;
      } else if (typeof options.quote_record_delimiter !== "boolean") {
        return [ new CsvError("CSV_OPTION_QUOTE_RECORD_DELIMITER_INVALID_TYPE", [ "option `quote_record_delimiter` must be a boolean,", `got ${JSON.stringify(options.quote_record_delimiter)}` ]) ];
      }
      if (options.record_delimiter === undefined || options.record_delimiter === null) {
        options.record_delimiter = "\n";
      } else if (Buffer.isBuffer(options.record_delimiter)) {
        options.record_delimiter = options.record_delimiter.toString();
      } else if (typeof options.record_delimiter !== "string") {
        return [ Error(`Invalid Option: record_delimiter must be a buffer or a string, got ${JSON.stringify(options.record_delimiter)}`) ];
      }
      switch (options.record_delimiter) {
       case "unix":
        options.record_delimiter = "\n";
        break;

       case "mac":
        options.record_delimiter = "\r";
        break;

       case "windows":
        options.record_delimiter = "\r\n";
        break;

       case "ascii":
        options.record_delimiter = "\x1e";
        break;

       case "unicode":
        options.record_delimiter = "\u2028";
        break;
      }
      return [ undefined, options ];
    };
    const bom_utf8 = Buffer.from([ 239, 187, 191 ]);
    const emits_separator = function(value, separators) {
      return separators.some(separator => separator.length !== 0 && (value.indexOf(separator) !== -1 || separator.length > 1 && (value + separator).indexOf(separator) < value.length));
    };
    const matches_quoted_match = function(value, quoted_match) {
      if (!quoted_match) return false;
      return quoted_match.some(pattern => typeof pattern === "string" ? value.indexOf(pattern) !== -1 : value.search(pattern) !== -1);
    };
    const stringifier = function(options, state, info) {
      return {
        options: options,
        state: state,
        info: info,
        __transform: function(chunk, push) {
          if (!Array.isArray(chunk) && typeof chunk !== "object") {
            return Error(`Invalid Record: expect an array or an object, got ${JSON.stringify(chunk)}`);
          }
          if (this.info.records === 0) {
            if (Array.isArray(chunk)) {
              if (this.options.header === true && this.options.columns === undefined) {
                return Error("Undiscoverable Columns: header option requires column option or object records");
              }
            } else if (this.options.columns === undefined) {
              const [err, columns] = normalize_columns(Object.keys(chunk));
              if (err) return;
              this.options.columns = columns;
            }
          }
          if (this.info.records === 0) {
            this.bom(push);
            const err = this.headers(push);
            if (err) return err;
          }
          try {
            if (this.options.on_record) {
              this.options.on_record(chunk, this.info.records);
            }
          } catch (err) {
            return err;
          }
          let err, chunk_string;
          if (this.options.eof) {
            [err, chunk_string] = this.stringify(chunk);
            if (err) return err;
            if (chunk_string === undefined) {
              return;
            } else {
              chunk_string = chunk_string + this.options.record_delimiter;
            }
          } else {
            [err, chunk_string] = this.stringify(chunk);
            if (err) return err;
            if (chunk_string === undefined) {
              return;
            } else {
              if (this.options.header || this.info.records) {
                chunk_string = this.options.record_delimiter + chunk_string;
              }
            }
          }
          this.info.records++;
          push(chunk_string);
        },
        stringify: function(chunk, chunkIsHeader = false) {
          if (typeof chunk !== "object") {
            return [ undefined, chunk ];
          }
          const {columns: columns} = this.options;
          const record = [];
          if (Array.isArray(chunk)) {
            const length = columns ? Math.min(chunk.length, columns.length) : chunk.length;
            for (let i = 0; i < length; i++) {
              const field = chunk[i];
              const [err, value] = this.__cast(field, {
                index: i,
                column: i,
                records: this.info.records,
                header: chunkIsHeader
              });
              if (err) return [ err ];
              record[i] = [ value, field ];
            }
          } else {
            for (let i = 0; i < columns.length; i++) {
              const field = get(chunk, columns[i].key);
              const [err, value] = this.__cast(field, {
                index: i,
                column: columns[i].key,
                records: this.info.records,
                header: chunkIsHeader
              });
              if (err) return [ err ];
              record[i] = [ value, field ];
            }
          }
          let csvrecord = "";
          for (let i = 0; i < record.length; i++) {
            let options, err;
            let [value, field] = record[i];
            if (typeof value === "string") {
              options = this.options;
            } else if (is_object(value)) {
              options = {
                ...value
              };
              value = options.value;
              delete options.value;
              if (typeof value !== "string" && value !== undefined && value !== null) {
                if (err) return [ Error(`Invalid Casting Value: returned value must return a string, null or undefined, got ${JSON.stringify(value)}`) ];
              }
              options = {
                ...this.options,
                ...options
              };
              [err, options] = normalize_options(options);
              if (err !== undefined) {
                return [ err ];
              }
            } else if (value === undefined || value === null) {
              options = this.options;
            } else {
              return [ Error(`Invalid Casting Value: returned value must return a string, an object, null or undefined, got ${JSON.stringify(value)}`) ];
            }
            const {delimiter: delimiter, escape: escape, quote: quote, quoted: quoted, quoted_empty: quoted_empty, quoted_string: quoted_string, quoted_match: quoted_match, record_delimiter: record_delimiter, quote_record_delimiter: quote_record_delimiter, escape_formulas: escape_formulas} = options;
            if ("" === value && "" === field) {
              const quotedMatch = matches_quoted_match(value, quoted_match);
              const shouldQuote = quotedMatch || true === quoted_empty || true === quoted_string && false !== quoted_empty;
              if (shouldQuote === true) {
                value = quote + value + quote;
              }
              csvrecord += value;
            } else if (value) {
              if (typeof value !== "string") {
                return [ Error(`Formatter must return a string, null or undefined, got ${JSON.stringify(value)}`) ];
              }
              const containsdelimiter = emits_separator(value, [ delimiter ]);
              const containsQuote = quote !== "" && value.indexOf(quote) >= 0;
              const containsEscape = value.indexOf(escape) >= 0 && escape !== quote;
              const containsRecordDelimiter = emits_separator(value, [ record_delimiter, ...quote_record_delimiter === false ? [] : [ "\n", "\r" ] ]);
              const quotedString = quoted_string && typeof field === "string";
              const quotedMatch = matches_quoted_match(value, quoted_match);
              if (escape_formulas) {
                switch (value[0]) {
                 case "-":
                  if (typeof field === "number" || typeof field === "bigint") {
                    break;
                  }
                  value = `'${value}`;
                  break;

                 case "=":
                 case "+":
                 case "@":
                 case "\t":
                 case "\r":
                 case "\uff1d":
                 case "\uff0b":
                 case "\uff0d":
                 case "\uff20":
                  value = `'${value}`;
                  break;
                }
              }
              const shouldQuote = containsQuote === true || containsdelimiter || containsRecordDelimiter || quoted || quotedString || quotedMatch;
              if (shouldQuote === true && containsEscape === true) {
                value = value.replaceAll(escape, () => escape + escape);
              }
              if (containsQuote === true) {
                value = value.replaceAll(quote, () => escape + quote);
              }
              if (shouldQuote === true) {
                value = quote + value + quote;
              }
              csvrecord += value;
            } else if (quoted_empty === true || field === "" && quoted_string === true && quoted_empty !== false) {
              csvrecord += quote + quote;
            }
            if (i !== record.length - 1) {
              csvrecord += delimiter;
            }
          }
          return [ undefined, csvrecord ];
        },
        bom: function(push) {
          if (this.options.bom !== true) {
            return;
          }
          push(bom_utf8);
        },
        headers: function(push) {
          if (this.options.header === false) {
            return;
          }
          if (this.options.columns === undefined) {
            return;
          }
          let err;
          let headers = this.options.columns.map(column => column.header);
          if (this.options.eof) {
            [err, headers] = this.stringify(headers, true);
            headers += this.options.record_delimiter;
          } else {
            [err, headers] = this.stringify(headers, true);
          }
          if (err) return err;
          if (this.options.header_as_comment) {
            headers = this.options.header_as_comment + " " + headers;
          }
          push(headers);
        },
        __cast: function(value, context) {
          const type = typeof value;
          try {
            if (type === "string") {
              return [ undefined, this.options.cast.string(value, context) ];
            } else if (type === "bigint") {
              return [ undefined, this.options.cast.bigint(value, context) ];
            } else if (type === "number") {
              return [ undefined, this.options.cast.number(value, context) ];
            } else if (type === "boolean") {
              return [ undefined, this.options.cast.boolean(value, context) ];
            } else if (value instanceof Date) {
              return [ undefined, this.options.cast.date(value, context) ];
            } else if (type === "object" && value !== null) {
              return [ undefined, this.options.cast.object(value, context) ];
            } else if (value === null && this.options.cast.null !== undefined) {
              return [ undefined, this.options.cast.null(value, context) ];
            } else if (value === undefined && this.options.cast.undefined !== undefined) {
              return [ undefined, this.options.cast.undefined(value, context) ];
            } else {
              return [ undefined, value ];
            }
          } catch (err) {
            return [ err ];
          }
        }
      };
    };
    const stringify = function(records, opts = {}) {
      const data = [];
      const [err, options] = normalize_options(opts);
      if (err !== undefined) throw err;
      const state = {
        stop: false
      };
      const info = {
        records: 0
      };
      const api = stringifier(options, state, info);
      for (const record of records) {
        const err = api.__transform(record, function(record) {
          data.push(record);
        });
        if (err !== undefined) throw err;
      }
      if (data.length === 0) {
        api.bom(d => {
          data.push(d);
        });
        const err = api.headers(headers => {
          data.push(headers);
        });
        if (err !== undefined) throw err;
      }
      return data.join("");
    };
  }
};
