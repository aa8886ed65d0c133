/*
 * The conformance runner's harness for uriparser (https://uriparser.github.io/, Debian's
 * liburiparser-dev), compiled by scripts/conformance/adapters.ts with `gcc ... -luriparser`.
 *
 * Reads one request a line on standard input, its fields separated by tabs, each string as the hex
 * of its UTF-8 bytes (so that any byte, NUL and newlines included, passes):
 *   parse <input>              -> "ok" and 7 fields: scheme userinfo host port path query fragment
 *                                 (hex, "-" when undefined), or "err <offset>" (uriparser's errorPos)
 *   resolve <base> <reference> -> "ok <target>" (uriAddBaseUriA, RFC 3986 §5.2.2 strict) or "err"
 *   normalize <input>          -> "ok <normal form>" (uriNormalizeSyntaxA, RFC 3986 §6.2.2) or "err"
 * and writes one answer a line.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <uriparser/Uri.h>

static size_t unhex(const char *hex, size_t n, char *out) {
  size_t k = 0;
  for (size_t i = 0; i + 1 < n; i += 2) {
    unsigned int byte;
    sscanf(hex + i, "%2x", &byte);
    out[k++] = (char)byte;
  }
  return k;
}

static void puthex(const char *first, const char *last) {
  for (const char *p = first; p < last; p++) printf("%02x", (unsigned char)*p);
}

static void field(const UriTextRangeA *r) {
  putchar('\t');
  if (r->first == NULL) putchar('-');
  else puthex(r->first, r->afterLast);
}

/* Parses bytes[0, n) as a URI reference; returns 0 on success, else the offset of the error. */
static long parse(UriUriA *uri, const char *bytes, size_t n) {
  const char *error = NULL;
  if (uriParseSingleUriExA(uri, bytes, bytes + n, &error) == URI_SUCCESS) return -1;
  return error == NULL ? 0 : (long)(error - bytes);
}

static void print_uri(const UriUriA *uri) {
  int chars = 0;
  if (uriToStringCharsRequiredA(uri, &chars) != URI_SUCCESS) {
    printf("err\n");
    return;
  }
  char *text = malloc((size_t)chars + 1);
  if (uriToStringA(text, uri, chars + 1, NULL) != URI_SUCCESS) printf("err\n");
  else {
    printf("ok\t");
    puthex(text, text + strlen(text));
    putchar('\n');
  }
  free(text);
}

int main(void) {
  static char line[1 << 20];
  static char a[1 << 19], b[1 << 19];
  while (fgets(line, sizeof line, stdin) != NULL) {
    size_t len = strcspn(line, "\n");
    line[len] = '\0';
    char *op = strtok(line, "\t");
    char *x = strtok(NULL, "\t");
    char *y = strtok(NULL, "\t");
    size_t na = x ? unhex(x, strlen(x), a) : 0;
    size_t nb = y ? unhex(y, strlen(y), b) : 0;
    if (x && strcmp(x, "_") == 0) na = 0;
    if (y && strcmp(y, "_") == 0) nb = 0;
    UriUriA uri, base, target;
    if (op == NULL) continue;
    if (strcmp(op, "parse") == 0) {
      long error = parse(&uri, a, na);
      if (error >= 0) printf("err\t%ld\n", error);
      else {
        printf("ok");
        field(&uri.scheme);
        field(&uri.userInfo);
        /* The host as RFC 3986 §3.2.2 writes it: an IP literal in its brackets. */
        putchar('\t');
        if (uri.hostText.first == NULL) putchar('-');
        else {
          int literal = uri.hostData.ip6 != NULL || uri.hostData.ipFuture.first != NULL;
          if (literal) printf("5b");
          puthex(uri.hostText.first, uri.hostText.afterLast);
          if (literal) printf("5d");
        }
        field(&uri.portText);
        /* The path from its segments: "/" first when it is absolute or follows an authority. */
        putchar('\t');
        if ((uri.absolutePath || uri.hostText.first != NULL) && uri.pathHead != NULL) printf("2f");
        for (UriPathSegmentA *s = uri.pathHead; s != NULL; s = s->next) {
          if (s != uri.pathHead) printf("2f");
          puthex(s->text.first, s->text.afterLast);
        }
        field(&uri.query);
        field(&uri.fragment);
        putchar('\n');
        uriFreeUriMembersA(&uri);
      }
    } else if (strcmp(op, "resolve") == 0) {
      if (parse(&base, a, na) >= 0) printf("err\n");
      else {
        if (parse(&uri, b, nb) >= 0) printf("err\n");
        else {
          if (uriAddBaseUriA(&target, &uri, &base) != URI_SUCCESS) printf("err\n");
          else {
            print_uri(&target);
            uriFreeUriMembersA(&target);
          }
          uriFreeUriMembersA(&uri);
        }
        uriFreeUriMembersA(&base);
      }
    } else if (strcmp(op, "normalize") == 0) {
      if (parse(&uri, a, na) >= 0) printf("err\n");
      else {
        if (uriNormalizeSyntaxA(&uri) != URI_SUCCESS) printf("err\n");
        else print_uri(&uri);
        uriFreeUriMembersA(&uri);
      }
    } else printf("err\n");
    fflush(stdout);
  }
  return 0;
}
