/* trcrpt.c -- the report tool's main (placeholder until the front end lands). */
#include <stdio.h>
#include <string.h>

int main(int argc, char **argv)
{
    if (argc > 1 && strcmp(argv[1], "--version") == 0) {
        puts("trcrpt (trcfmt) " PACKAGE_VERSION);
        return 0;
    }
    fputs("trcrpt: not yet implemented\n", stderr);
    return 2;
}
