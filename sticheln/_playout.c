/* The rules-of-thumb playout of sticheln/ai/playout.py (greedy_tricks) in C: the same moves, the same calls
 * of the random-number function in the same order, so a search gives the same result with or without it.
 * It is optional: the install builds it when a C compiler is there, and sticheln.ai.playout falls back to
 * the Python function otherwise. tests/sticheln/test_ai_playout.py checks that both play alike. */

#define PY_SSIZE_T_CLEAN
#include <Python.h>

#define VALUES 15
#define CARDS 90
#define MAX_SEATS 6
#define MAX_HAND 15
#define LEAD_SHED 0.5
#define SPREAD 2.0 /* 1 / (1 - LEAD_SHED) */
#define DRAWS 3

static int trick_key[6][CARDS]; /* sticheln.fast.TRICK_KEY */

/* Points tables (tuples of 90 ints from sticheln.ai.playout.tables_for, which caches them): converted once. */
#define CACHE 64
static PyObject *cached_tuple[CACHE];
static int cached_points[CACHE][CARDS];
static int cached = 0;

static int points_of(PyObject *table, int *out) {
    for (int i = 0; i < cached; i++) {
        if (cached_tuple[i] == table) {
            memcpy(out, cached_points[i], sizeof(int) * CARDS);
            return 0;
        }
    }
    PyObject *seq = PySequence_Fast(table, "a points table must be a sequence");
    if (seq == NULL) return -1;
    if (PySequence_Fast_GET_SIZE(seq) < CARDS) {
        Py_DECREF(seq);
        PyErr_SetString(PyExc_ValueError, "a points table must cover every card");
        return -1;
    }
    for (int c = 0; c < CARDS; c++) {
        long v = PyLong_AsLong(PySequence_Fast_GET_ITEM(seq, c));
        if (v == -1 && PyErr_Occurred()) {
            Py_DECREF(seq);
            return -1;
        }
        out[c] = (int)v;
    }
    Py_DECREF(seq);
    if (PyTuple_CheckExact(table) && cached < CACHE) { /* tuples are immutable: safe to keep by identity */
        Py_INCREF(table);
        cached_tuple[cached] = table;
        memcpy(cached_points[cached], out, sizeof(int) * CARDS);
        cached++;
    }
    return 0;
}

static int draw(PyObject *rand, double *out) {
    PyObject *r = PyObject_CallNoArgs(rand);
    if (r == NULL) return -1;
    *out = PyFloat_AsDouble(r);
    Py_DECREF(r);
    return (*out == -1.0 && PyErr_Occurred()) ? -1 : 0;
}

static int read_cards(PyObject *list, int *out, int limit, int *size) {
    Py_ssize_t m = PyList_GET_SIZE(list);
    if (m > limit) {
        PyErr_SetString(PyExc_ValueError, "too many cards");
        return -1;
    }
    for (Py_ssize_t i = 0; i < m; i++) {
        long c = PyLong_AsLong(PyList_GET_ITEM(list, i));
        if (c < 0 || c >= CARDS) {
            if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "not a card");
            return -1;
        }
        out[i] = (int)c;
    }
    *size = (int)m;
    return 0;
}

static int index_of(const int *h, int m, int card) {
    for (int i = 0; i < m; i++)
        if (h[i] == card) return i;
    return 0;
}

#define RAND(x) do { if (draw(rand, &(x)) < 0) return -1; } while (0)

/* The playout itself, on C arrays; returns the next leader, or -1 with a Python error set. */
static int play(int n, int hands[][MAX_HAND + 1], int *sizes, int pts[][CARDS], int leader, int *trick, int t0,
                PyObject *rand, long tricks, long *scores) {
    int t = t0;
    int *keys = trick_key[0];
    int best = 0, holder = 0, last_seat = n - 1;
    double r;
    while (tricks > 0 && (t || sizes[leader])) {
        tricks--;
        int p = (leader + t) % n;
        if (t) {
            keys = trick_key[trick[0] / VALUES];
            int first = 0;
            for (int j = 1; j < t; j++)
                if (keys[trick[j]] > keys[trick[first]]) first = j;
            best = keys[trick[first]];
            holder = (leader + first) % n;
        }
        int m = sizes[p];
        while (t < n) {
            int *h = hands[p];
            int *mine = pts[p];
            int i;
            if (m == 1) {
                i = 0;
            } else if (!t) {
                RAND(r);
                if (r < LEAD_SHED) {
                    int worst = -1, worst_points = 0;
                    for (int j = 0; j < m; j++)
                        if (mine[h[j]] < worst_points) worst = j, worst_points = mine[h[j]];
                    if (worst >= 0) {
                        i = worst;
                    } else {
                        RAND(r);
                        i = (int)(r * m);
                    }
                } else {
                    i = (int)((r - LEAD_SHED) * SPREAD * m);
                }
            } else {
                int worth = 0;
                for (int j = 0; j < t; j++) worth += mine[trick[j]];
                if (worth < 0) {
                    int losers = 0, pick = -1, pick_points = 1;
                    for (int j = 0; j < m; j++) {
                        if (keys[h[j]] <= best) {
                            losers++;
                            if (mine[h[j]] < pick_points) pick = j, pick_points = mine[h[j]];
                        }
                    }
                    if (pick >= 0) {
                        i = pick;
                    } else if (losers) {
                        RAND(r);
                        int k = (int)(r * losers); /* the k-th card that stays out */
                        i = 0;
                        while (keys[h[i]] > best || k) {
                            if (keys[h[i]] <= best) k--;
                            i++;
                        }
                    } else {
                        RAND(r);
                        i = (int)(r * m);
                    }
                } else if (t != last_seat) {
                    int found = 0;
                    i = 0;
                    for (int d = 0; d < DRAWS; d++) {
                        RAND(r);
                        i = (int)(r * m);
                        if (mine[h[i]] > 0 || keys[h[i]] <= best) {
                            found = 1;
                            break;
                        }
                    }
                    if (!found) {
                        int safe[MAX_HAND], count = 0;
                        for (int j = 0; j < m; j++)
                            if (mine[h[j]] > 0 || keys[h[j]] <= best) safe[count++] = j;
                        RAND(r);
                        i = count ? safe[(int)(r * count)] : (int)(r * m);
                    }
                } else {
                    int take = -1, take_key = 99, shed = -1, shed_points = 1;
                    for (int j = 0; j < m; j++) {
                        int k = keys[h[j]];
                        if (k > best) {
                            if (k < take_key && worth + mine[h[j]] > 0) take = j, take_key = k;
                        } else if (mine[h[j]] < shed_points) {
                            shed = j, shed_points = mine[h[j]];
                        }
                    }
                    if (take >= 0) {
                        i = take;
                    } else if (shed >= 0) {
                        i = shed;
                    } else {
                        RAND(r);
                        i = (int)(r * m);
                    }
                }
            }
            int c = h[i];
            if (!t) {
                keys = trick_key[c / VALUES];
                best = keys[c], holder = p;
            } else if (keys[c] > best) {
                best = keys[c], holder = p;
            }
            trick[t++] = c;
            h[i] = h[sizes[p] - 1]; /* the last card takes its place: a hand in random order stays so */
            sizes[p]--;
            p = p + 1 < n ? p + 1 : 0;
        }
        leader = holder;
        int total = 0;
        for (int j = 0; j < n; j++) total += pts[leader][trick[j]];
        scores[leader] += total;
        t = 0;
    }
    return leader;
}

static PyObject *greedy_tricks(PyObject *self, PyObject *args) {
    PyObject *hands_list, *pts_seq, *trick_list, *rand, *scores_list;
    int leader;
    long tricks;
    if (!PyArg_ParseTuple(args, "O!OiO!OlO!", &PyList_Type, &hands_list, &pts_seq, &leader, &PyList_Type,
                          &trick_list, &rand, &tricks, &PyList_Type, &scores_list))
        return NULL;
    Py_ssize_t n = PyList_GET_SIZE(hands_list);
    if (n < 1 || n > MAX_SEATS || PySequence_Size(pts_seq) != n || PyList_GET_SIZE(scores_list) != n ||
        leader < 0 || leader >= n) {
        PyErr_SetString(PyExc_ValueError, "hands, points tables and scores must be one per seat (at most 6)");
        return NULL;
    }
    int hands[MAX_SEATS][MAX_HAND + 1], sizes[MAX_SEATS], pts[MAX_SEATS][CARDS], trick[MAX_SEATS], t0;
    long scores[MAX_SEATS];
    for (Py_ssize_t s = 0; s < n; s++) {
        PyObject *h = PyList_GET_ITEM(hands_list, s);
        if (!PyList_Check(h)) {
            PyErr_SetString(PyExc_TypeError, "every hand must be a list");
            return NULL;
        }
        if (read_cards(h, hands[s], MAX_HAND, &sizes[s]) < 0) return NULL;
        PyObject *table = PySequence_GetItem(pts_seq, s);
        if (table == NULL) return NULL;
        int failed = points_of(table, pts[s]);
        Py_DECREF(table);
        if (failed) return NULL;
        scores[s] = PyLong_AsLong(PyList_GET_ITEM(scores_list, s));
        if (scores[s] == -1 && PyErr_Occurred()) return NULL;
    }
    if (read_cards(trick_list, trick, (int)n - 1, &t0) < 0) return NULL;
    int next = play((int)n, hands, sizes, pts, leader, trick, t0, rand, tricks, scores);
    if (next < 0) return NULL;
    for (Py_ssize_t s = 0; s < n; s++) { /* hands and scores back into the caller's lists */
        PyObject *h = PyList_GET_ITEM(hands_list, s);
        PyObject *kept = PyList_New(sizes[s]);
        if (kept == NULL) return NULL;
        for (int i = 0; i < sizes[s]; i++) PyList_SET_ITEM(kept, i, PyLong_FromLong(hands[s][i]));
        int failed = PyList_SetSlice(h, 0, PyList_GET_SIZE(h), kept);
        Py_DECREF(kept);
        if (failed) return NULL;
        PyObject *score = PyLong_FromLong(scores[s]);
        if (score == NULL || PyList_SetItem(scores_list, s, score) < 0) return NULL;
    }
    return PyLong_FromLong(next);
}

static PyMethodDef methods[] = {
    {"greedy_tricks", greedy_tricks, METH_VARARGS,
     "greedy_tricks(hands, pts, leader, trick, rand, tricks, scores) -> next leader: "
     "sticheln.ai.playout.greedy_tricks in C."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "sticheln._playout", NULL, -1, methods};

PyMODINIT_FUNC PyInit__playout(void) {
    for (int lead = 0; lead < 6; lead++)
        for (int c = 0; c < CARDS; c++) {
            int v = c % VALUES, colour = c / VALUES;
            trick_key[lead][c] = v == 0 ? 0 : colour == lead ? v : v + VALUES;
        }
    return PyModule_Create(&module);
}
