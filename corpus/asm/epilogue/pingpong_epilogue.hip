// Written for syncsan's assembly fixtures: a ping-pong epilogue. 8 waves in two groups of 4.
// Group 0 (waves 0-3) reads its fragments of an LDS tile (ds_read), passes a bare s_barrier
// (inline asm, so the compiler adds no wait before it) and only then uses them; group 1
// (waves 4-7) stages its results over the same tile (ds_write, transposed) right after the
// barrier. Nothing retires group 0's reads before group 1's writes: SS104.
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
typedef float float4_t __attribute__((ext_vector_type(4)));

extern "C" __global__ __attribute__((amdgpu_flat_work_group_size(512, 512)))
void pingpong_epilogue(float4_t *out, const float4_t *in) {
  __shared__ float4_t tile[16 * 256];
  unsigned tid = __builtin_amdgcn_workitem_id_x();
  unsigned wave = __builtin_amdgcn_readfirstlane(tid / 64);
  unsigned lane = tid % 64;
  float4_t frag[16];
  if (wave < 4) {
#pragma unroll
    for (int i = 0; i < 16; ++i)
      frag[i] = tile[i * 256 + wave * 64 + lane];      // row i of the tile
  }
  asm volatile("s_barrier" ::: "memory");
  if (wave >= 4) {
    unsigned u = wave - 4;
#pragma unroll
    for (int j = 0; j < 16; ++j)                       // transposed: every row, column block j
      tile[(lane % 16) * 256 + j * 16 + u * 4 + lane / 16] = in[j * 256 + u * 64 + lane];
  } else {
    float4_t acc = frag[0] * in[tid];                  // scales loaded after the barrier
#pragma unroll
    for (int i = 1; i < 16; ++i)
      acc += frag[i] * in[i * 256 + tid];
    out[tid] = acc;
  }
}
