-- Run by test_neovim.py: `nvim --headless -u Editors/neovim/formc.lua -l? ...`; opens the spec
-- named by $FORMC_SPEC, waits for formc's diagnostics and writes them as JSON to $FORMC_OUT.
vim.cmd("edit " .. vim.fn.fnameescape(os.getenv("FORMC_SPEC")))
local expected = tonumber(os.getenv("FORMC_EXPECTED"))
local ok = vim.wait(20000, function()
  return #vim.diagnostic.get(0) >= expected
end, 50)
-- Let any later publish settle, then read what the editor holds.
vim.wait(300)
local out = {}
for _, d in ipairs(vim.diagnostic.get(0)) do
  table.insert(out, {
    lnum = d.lnum, col = d.col, severity = d.severity, message = d.message,
    code = d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code),
    source = d.source,
  })
end
table.sort(out, function(a, b)
  if a.lnum ~= b.lnum then return a.lnum < b.lnum end
  return a.col < b.col
end)
local file = io.open(os.getenv("FORMC_OUT"), "w")
file:write(vim.fn.json_encode({ ok = ok, diagnostics = out }))
file:close()
vim.cmd("qall!")
