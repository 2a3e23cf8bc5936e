/* The floor for any libyaml-based tool: read each file and walk libyaml's events, nothing else.
 *
 *   cc -O2 -o yaml-scan Benchmarks/baseline/yaml_scan.c -lyaml
 *   yaml-scan PATH...        (files, or directories searched for *.form.yaml / *.form.yml)
 *
 * Prints "files bytes events" on standard output. Each file is read whole into memory, as formc
 * does, and parsed with yaml_parser_set_input_string. Exit 1 on a parse error.
 */
#define _DEFAULT_SOURCE
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <yaml.h>

static long long files, bytes, events;

static int has_suffix(const char *s, const char *suffix) {
  size_t n = strlen(s), m = strlen(suffix);
  return n >= m && strcmp(s + n - m, suffix) == 0;
}

static int scan_file(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) { perror(path); return 1; }
  fseek(f, 0, SEEK_END);
  long size = ftell(f);
  fseek(f, 0, SEEK_SET);
  unsigned char *buffer = malloc(size > 0 ? (size_t)size : 1);
  if (size > 0 && fread(buffer, 1, (size_t)size, f) != (size_t)size) { perror(path); fclose(f); free(buffer); return 1; }
  fclose(f);

  yaml_parser_t parser;
  yaml_event_t event;
  int status = 0;
  if (!yaml_parser_initialize(&parser)) { free(buffer); return 1; }
  yaml_parser_set_input_string(&parser, buffer, (size_t)size);
  for (;;) {
    if (!yaml_parser_parse(&parser, &event)) {
      fprintf(stderr, "%s:%zu:%zu: %s\n", path, parser.problem_mark.line + 1,
              parser.problem_mark.column + 1, parser.problem ? parser.problem : "error");
      status = 1;
      break;
    }
    events++;
    int done = event.type == YAML_STREAM_END_EVENT;
    yaml_event_delete(&event);
    if (done) break;
  }
  yaml_parser_delete(&parser);
  free(buffer);
  files++;
  bytes += size;
  return status;
}

static int scan_path(const char *path) {
  struct stat st;
  if (stat(path, &st) != 0) { perror(path); return 1; }
  if (!S_ISDIR(st.st_mode)) return scan_file(path);
  struct dirent **entries;
  int n = scandir(path, &entries, NULL, alphasort);
  if (n < 0) { perror(path); return 1; }
  int status = 0;
  for (int i = 0; i < n; i++) {
    const char *name = entries[i]->d_name;
    if (name[0] != '.') {
      size_t len = strlen(path) + strlen(name) + 2;
      char *child = malloc(len);
      snprintf(child, len, "%s/%s", path, name);
      struct stat cst;
      if (stat(child, &cst) == 0 && S_ISDIR(cst.st_mode)) {
        status |= scan_path(child);
      } else if (has_suffix(name, ".form.yaml") || has_suffix(name, ".form.yml")) {
        status |= scan_file(child);
      }
      free(child);
    }
    free(entries[i]);
  }
  free(entries);
  return status;
}

int main(int argc, char **argv) {
  int status = 0;
  for (int i = 1; i < argc; i++) status |= scan_path(argv[i]);
  printf("%lld files, %lld bytes, %lld events\n", files, bytes, events);
  return status;
}
