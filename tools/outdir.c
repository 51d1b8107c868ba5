/* outdir.c -- owns the "empty or absent" rule of an output directory (tools/outdir.h). */
#include "tools/outdir.h"
#include "tools/exitcodes.h"
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

int trc_outdir_ready(const char *prog, const char *dir)
{
    DIR *d = opendir(dir);
    if (d) {
        struct dirent *e;
        int empty = 1;
        while ((e = readdir(d)) != NULL)
            if (strcmp(e->d_name, ".") != 0 && strcmp(e->d_name, "..") != 0) empty = 0;
        closedir(d);
        if (empty) return 0;
        fprintf(stderr, "%s%s: directory not empty\n", prog, dir);
        return TRC_EXIT_OUTPUT;
    }
    if (errno == ENOENT && mkdir(dir, 0777) == 0) return 0;
    fprintf(stderr, "%s%s: %s\n", prog, dir, strerror(errno));
    return TRC_EXIT_OUTPUT;
}
