/* opcodes.h -- the one list of VM opcodes (X-macro, jq style).
 *
 * Each entry is OP(NAME, LAYOUT, STACK, comment):
 *   NAME   the opcode (enum value TRC_I_NAME, disassembler name "NAME");
 *   LAYOUT how the disassembler shows the operands of a trc_insn (TRC_OL_*);
 *   STACK  net effect on the value stack (used by the compiler to size the stack;
 *          99 = "depends on operand b", see the compiler).
 * The enum, the name table and the layout table are all generated from this list, so an
 * opcode is added in exactly one place.  Instruction format: interp/program.h. */
#ifndef TRC_OPCODES_H
#define TRC_OPCODES_H

/* Operand layouts for the disassembler. */
typedef enum trc_oplayout {
    TRC_OL_NONE,    /* no operand */
    TRC_OL_CODE,    /* format code: x = letter, a = m, b = n, y bit 0 = has_n */
    TRC_OL_SLOT,    /* a = user macro slot */
    TRC_OL_PRE,     /* a = predefined macro id (trc_predef_id) */
    TRC_OL_INT,     /* a = index into the integer pool */
    TRC_OL_STR,     /* a = index into the string pool */
    TRC_OL_JUMP,    /* a = absolute target instruction */
    TRC_OL_SUB,     /* a = program index (TRC_NONE: missing), b = canonical hook id */
    TRC_OL_FUNC,    /* a = function index, b = argument count */
    TRC_OL_BUILTIN, /* a = builtin id (trc_builtin_id), b = argument count */
    TRC_OL_LEVEL,   /* a = level (trc_level) */
    TRC_OL_CASE,    /* a = case pool index, b = jump target when the case does not match */
    TRC_OL_FLAG,    /* a = flag pool index, b = jump target when the flag is false */
    TRC_OL_LOOP,    /* a = static body size in bits (TRC_NONE: dynamic) */
    TRC_OL_KEY,     /* a = --where key (trc_where_key) */
    TRC_OL_FIELDREF,/* a = string-pool index of a field name, b = occurrence (1 = first) */
    TRC_OL_REGEX,   /* a = case pool index of a regex; y bit 0: negated (!~) */
    TRC_OL_CMP      /* a = the comparison opcode (LT LE GT GE EQ NE) */
} trc_oplayout;

#define TRC_OPCODES(OP) \
    /* control */ \
    OP(END,      NONE,    0, "end of this program or function body: return to the caller") \
    OP(JMP,      JUMP,    0, "jump to instruction a") \
    /* event text (interp/text.c) */ \
    OP(LIT,      STR,     0, "append literal text (no soft blank after it)") \
    OP(SOFT,     NONE,    0, "create a soft blank (blanks between descriptors) if delimiters are on") \
    OP(TAB,      NONE,    0, "\\t: blanks up to the next tab stop") \
    OP(NL,       NONE,    0, "\\n: end the current line") \
    OP(LEVEL,    LEVEL,   0, "level token in a body: set the current level") \
    OP(FIELD,    STR,     0, "start capturing the next data item's text as field NAME") \
    OP(FIELDEND, NONE,    0, "end the field capture started by FIELD") \
    /* format codes (interp/codes.c) */ \
    OP(MOVE,     CODE,    0, "G/O/R/W: move DP (no read, no output)") \
    OP(PCODE,    CODE,    0, "read with a format code at DP and print it (data item; y bit 1: no soft blank)") \
    OP(RCODE,    CODE,    1, "read with a format code at DP and push the value") \
    /* values */ \
    OP(PUSHI,    INT,     1, "push an integer constant") \
    OP(PUSHS,    STR,     1, "push a string constant") \
    OP(PUSH0,    NONE,    1, "push 0 (an undefined macro)") \
    OP(LOAD,     SLOT,    1, "push user macro slot a of the current frame") \
    OP(STORE,    SLOT,   -1, "pop into user macro slot a") \
    OP(LOADP,    PRE,     1, "push predefined macro a") \
    OP(STOREP,   PRE,    -1, "pop into assignable predefined macro a") \
    OP(POP,      NONE,   -1, "drop the top value") \
    OP(REGVAL,   CODE,    0, "replace the top by its value under register format %W %B %A %S") \
    OP(PRINT,    NONE,   -1, "pop and print in default form (data item; y bit 1: no soft blank)") \
    OP(PRINTF,   CODE,   -1, "pop and print with register format (data item; y bit 1: no soft blank)") \
    /* operators (docs/ref/language.md §9.2) */ \
    OP(NEG,      NONE,    0, "unary minus") \
    OP(NOT,      NONE,    0, "bitwise complement ~") \
    OP(MUL,      NONE,   -1, "a * b") \
    OP(DIV,      NONE,   -1, "a / b, truncating; by zero: 0 and a fault") \
    OP(MOD,      NONE,   -1, "a % b, truncating; by zero: 0 and a fault") \
    OP(ADD,      NONE,   -1, "a + b (wrap-around)") \
    OP(SUB,      NONE,   -1, "a - b (wrap-around)") \
    OP(SHL,      NONE,   -1, "a << b; count outside 0..63: 0") \
    OP(SHR,      NONE,   -1, "a >> b logical; count outside 0..63: 0") \
    OP(LT,       NONE,   -1, "a < b (signed): 0 or 1") \
    OP(LE,       NONE,   -1, "a <= b") \
    OP(GT,       NONE,   -1, "a > b") \
    OP(GE,       NONE,   -1, "a >= b") \
    OP(EQ,       NONE,   -1, "a == b (numbers or two strings bytewise)") \
    OP(NE,       NONE,   -1, "a != b") \
    OP(AND,      NONE,   -1, "a & b") \
    OP(XOR,      NONE,   -1, "a ^ b") \
    OP(OR,       NONE,   -1, "a | b") \
    /* actions and calls */ \
    OP(ACTION,   PRE,     0, "$SKIP, $BREAK, $STOP, $NOPRINT or $ERROR") \
    OP(DEFAULT,  SUB,     0, "$DEFAULT: run template 008 as a subroutine, or insert the raw dump") \
    OP(CALLSUB,  SUB,     0, "run template a's body as a subroutine (missing: [no template ID])") \
    OP(CALLFN,   FUNC,   99, "call user function a with b arguments popped from the stack") \
    OP(BUILTIN,  BUILTIN,99, "call builtin a with b arguments popped from the stack") \
    /* SWITCH, BITFLAGS, LOOP (docs/ref/language.md §12) */ \
    OP(MASK,     INT,     0, "AND a numeric top with the mask") \
    OP(CASE,     CASE,    0, "if the top (the subject) does not match case a, jump to b") \
    OP(FLAG,     FLAG,    0, "if BITFLAGS entry a is false for the top, jump to b") \
    OP(FLAGTEXT, STR,     0, "print a literal flag text, soft blank after it") \
    OP(LOOP,     LOOP,   -1, "pop the count, open a loop frame (a = static body bits)") \
    OP(LOOPTEST, JUMP,    0, "leave the loop (jump to a) when it has run its count or data ran out") \
    OP(LOOPNEXT, JUMP,    0, "count one iteration and jump back to the LOOPTEST at a") \
    OP(LOOPEND,  NONE,    0, "close the loop frame; overrun marker and fault if it ran short") \
    /* --where predicates (interp/where.h; docs/where.md): a value may be "missing" */ \
    OP(WKEY,     KEY,     1, "push the value of record key a (missing when unknown)") \
    OP(WFIELD,   FIELDREF,1, "push field a (occurrence b): its number, or its text; missing if absent") \
    OP(WHAS,     NONE,    0, "replace the top by 1 when it is present, 0 when missing") \
    OP(WMATCH,   REGEX,   0, "replace the top by 1 when its text matches regex a (y 1: does not match); missing: 0") \
    OP(WCMP,     CMP,    -1, "compare a and b with comparison a: numbers signed, strings bytewise; missing or mixed: 0") \
    OP(LAND,     NONE,   -1, "a && b: 1 when both are true (non-zero number, non-empty string)") \
    OP(LOR,      NONE,   -1, "a || b") \
    OP(LNOT,     NONE,    0, "!a")

/* The opcodes. */
typedef enum trc_opcode {
#define TRC_I_ENUM_(name, layout, stack, comment) TRC_I_##name,
    TRC_OPCODES(TRC_I_ENUM_)
#undef TRC_I_ENUM_
    TRC_I_COUNT_  /* number of opcodes */
} trc_opcode;

/* Flag bits in trc_insn.y. */
enum {
    TRC_IY_HAS_N = 1,    /* format code written with ".n" */
    TRC_IY_NODELIM = 2,  /* back-quoted string or glued: no soft blank after the item */
    TRC_IY_SYMBOL = 4,   /* PRINT of $SVC: a number prints its -n symbol name if found */
    TRC_IY_SOFT = 8      /* create a soft blank before the instruction (a folded SOFT) */
};

/* Opcode name for the disassembler ("PCODE"). */
const char *trc_opcode_name(unsigned op);
/* Operand layout of an opcode. */
trc_oplayout trc_opcode_layout(unsigned op);
/* Static stack effect of an opcode (99: depends on the argument count b). */
int trc_opcode_stack(unsigned op);

#endif
