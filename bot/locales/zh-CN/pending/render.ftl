img-points = { $points } 分

