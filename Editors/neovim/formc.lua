-- formc's language server for form specs in Neovim's built-in client (Neovim 0.7 and later).
-- Put this in your init.lua, or load it with `:luafile`; `formc` must be on PATH.
local function formc_config(file)
  local root = vim.fn.getcwd()
  if vim.fs then -- Neovim 0.8+: the folder of the nearest formc.yml or repository
    local found = vim.fs.find({ "formc.yml", ".git" }, { upward = true, path = vim.fs.dirname(file) })[1]
    if found then root = vim.fs.dirname(found) end
  end
  return { name = "formc", cmd = { "formc", "lsp", "--stdio" }, root_dir = root }
end

local formc_client -- Neovim 0.7 has no vim.lsp.start, so one client serves every spec

vim.api.nvim_create_autocmd({ "BufReadPost", "BufNewFile" }, {
  pattern = { "*.form.yaml", "*.form.yml" },
  callback = function(args)
    local config = formc_config(vim.api.nvim_buf_get_name(args.buf))
    if vim.lsp.start then
      vim.lsp.start(config, { bufnr = args.buf })
    else
      formc_client = formc_client or vim.lsp.start_client(config)
      vim.lsp.buf_attach_client(args.buf, formc_client)
    end
  end,
})
